// The functions a V8 .cpuprofile (as `node --cpu-prof` writes it) spent the most self time in.
import { readFileSync } from "node:fs";
import path from "node:path";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  /** Microseconds on the monotonic clock (the one `process.hrtime` reads). */
  startTime: number;
  samples: number[];
  /** Microseconds since the previous sample; the i-th delta belongs to the i-th sample. */
  timeDeltas: number[];
}

export interface SelfTime {
  name: string;
  ms: number;
  share: number;
}

export interface ProfileSummary {
  /** Whether only the samples inside the asked-for window were counted. */
  windowed: boolean;
  totalMs: number;
  idleMs: number;
  top: SelfTime[];
  /** The same self time summed by package (or node's internals, wasm, the project's own files). */
  byPackage: SelfTime[];
}

/** Where a frame's code lives, short: the package, or the path inside the project. */
function shortUrl(url: string): string {
  if (!url) return "";
  const inModules = url.lastIndexOf("node_modules/");
  if (inModules >= 0) return url.slice(inModules + "node_modules/".length);
  if (url.startsWith("node:")) return url;
  const file = url.replace(/^file:\/\//, "");
  return path.relative(process.cwd(), file) || file;
}

/** The package a frame's code belongs to, or what else runs it. */
function packageOf(url: string): string {
  if (!url) return "(V8 and native code)";
  if (url.startsWith("node:")) return "node's internals";
  if (url.startsWith("wasm:")) return "WebAssembly";
  const inModules = url.lastIndexOf("node_modules/");
  if (inModules < 0) return "the shop's own code";
  const [first, second] = url.slice(inModules + "node_modules/".length).split("/");
  return first!.startsWith("@") ? `${first}/${second}` : first!;
}

/** Monotonic microseconds now, on the clock the profiles' timestamps use. */
export const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

/**
 * Self time summed by function and file, the `limit` largest; idle time apart. With `window` (monotonic
 * microseconds) only the samples taken inside it count, unless none are.
 */
export function summariseProfile(
  file: string,
  opts: { limit?: number; window?: { fromUs: number; toUs: number } } = {},
): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, "utf8")) as CpuProfile;
  const frameOf = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  const at: number[] = [];
  profile.timeDeltas.reduce((t, delta, i) => (at[i] = t + delta), profile.startTime);
  const { window } = opts;
  const windowed = !!window && at.some((t) => t >= window.fromUs && t <= window.toUs);
  let totalUs = 0;
  let idleUs = 0;
  profile.samples.forEach((id, i) => {
    if (windowed && (at[i]! < window!.fromUs || at[i]! > window!.toUs)) return;
    const us = profile.timeDeltas[i] ?? 0;
    totalUs += us;
    const frame = frameOf.get(id);
    const name = frame?.functionName || "(anonymous)";
    if (name === "(idle)") {
      idleUs += us;
      return;
    }
    const where = frame ? shortUrl(frame.url) : "";
    const key = where ? `${name} (${where}:${frame!.lineNumber + 1})` : name;
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
    const owner = packageOf(frame?.url ?? "");
    byPackage.set(owner, (byPackage.get(owner) ?? 0) + us);
  });
  const busyUs = Math.max(1, totalUs - idleUs);
  const largest = (sums: Map<string, number>, limit: number) =>
    [...sums.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([name, us]) => ({ name, ms: Math.round(us / 1000), share: us / busyUs }));
  const top = largest(byFunction, opts.limit ?? 10);
  return {
    windowed,
    totalMs: Math.round(totalUs / 1000),
    idleMs: Math.round(idleUs / 1000),
    top,
    byPackage: largest(byPackage, 6),
  };
}

/** The summary as markdown: a line on busy and idle time, then the table. */
export function profileMarkdown(summary: ProfileSummary): string {
  const busy = summary.totalMs - summary.idleMs;
  const rows = summary.top
    .map((t) => `| \`${t.name.replace(/\|/g, "\\|")}\` | ${t.ms} | ${(t.share * 100).toFixed(1)} % |`)
    .join("\n");
  const span = summary.windowed ? "during the load" : "over the process's life (its start included)";
  return `Profiled ${summary.totalMs} ms ${span}, of which ${summary.idleMs} ms idle (no JavaScript running: waiting) and ${busy} ms busy; the top self-time functions of the busy time:

| function (file:line) | self ms | share of CPU time |
|---|---:|---:|
${rows}

By package: ${summary.byPackage.map((p) => `${p.name} ${(p.share * 100).toFixed(0)} %`).join(", ")}.`;
}

// `npx tsx bench/cpu-profile.ts FILE.cpuprofile` prints the summary of one profile.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(profileMarkdown(summariseProfile(process.argv[2]!)));
}
