// The first start: `npm start` in a fresh clone of HEAD (its `npm ci` done beforehand and not counted), timed
// from launch to the ready line on an empty data directory; then again, with the build now made, on another
// empty data directory, which splits the time into the build and the server's own start.
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { benchPort } from "./targets-servers.ts";

const READY = "Candela lista en";
const START_TIMEOUT_MS = 300_000;

export interface FirstStart {
  /** Seconds from `npm start` to the ready line with no build yet (the build included). */
  firstS: number;
  /** In the first start, seconds to the build's last "built in" line (its server bundle comes just after). */
  buildS?: number;
  /** The same with the build present: migrations, demo data and listening. */
  builtS: number;
  installS: number;
  lines: string[];
  /** The server's .cpuprofile of a start with the build present, when asked for. */
  profile?: string;
}

function run(command: string, args: string[], cwd: string): void {
  const done = spawnSync(command, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  if (done.status !== 0) throw new Error(`${command} ${args.join(" ")} failed: ${done.stderr.slice(-1000)}`);
}

/**
 * `command` (`npm start`, or the launcher under the profiler) in `cwd` on the embedded database in an empty
 * DATA_DIR; seconds until the ready line.
 */
async function timedStart(cwd: string, lines: string[], command = ["npm", "start"]): Promise<number> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "shop-bench-first-data-"));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(await benchPort()) };
  env.HOST = "127.0.0.1";
  delete env.NODE_ENV;
  delete env.DATABASE_URL;
  const started = performance.now();
  // A group of its own, so that npm, the build and the server stop together.
  const child = spawn(command[0]!, command.slice(1), {
    cwd,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = once(child, "exit");
  try {
    return await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no ready line within ${START_TIMEOUT_MS} ms`)),
        START_TIMEOUT_MS,
      );
      const onData = (d: Buffer) => {
        for (const line of d.toString().split("\n").filter(Boolean)) {
          lines.push(`${((performance.now() - started) / 1000).toFixed(1)} s  ${line}`);
          if (line.includes(READY)) {
            clearTimeout(timer);
            resolve((performance.now() - started) / 1000);
          }
        }
      };
      child.stdout.on("data", onData);
      child.stderr.on("data", onData);
      void exited.then(([code]) =>
        reject(new Error(`${command.join(" ")} exited (${code}) before the ready line`)),
      );
    });
  } finally {
    if (child.exitCode === null) process.kill(-child.pid!, "SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The first start, and a second one with the build present; with `profileDir`, a third one like the second
 * but run as `node --cpu-prof scripts/start.mjs` (node refuses --cpu-prof in NODE_OPTIONS, so not through npm).
 */
export async function firstStart(profileDir?: string): Promise<FirstStart> {
  const dir = mkdtempSync(path.join(tmpdir(), "shop-bench-first-start-"));
  try {
    const clone = path.join(dir, "shop");
    run("git", ["clone", "--quiet", process.cwd(), clone], dir);
    const installing = performance.now();
    run("npm", ["ci", "--no-audit", "--no-fund"], clone);
    const installS = (performance.now() - installing) / 1000;
    const lines: string[] = [];
    const firstS = await timedStart(clone, lines);
    const built = lines.filter((l) => l.includes("built in")).at(-1);
    const buildS = built ? Number.parseFloat(built) : undefined;
    lines.push("(second start, build present)");
    const builtS = await timedStart(clone, lines);
    if (!profileDir) return { firstS, buildS, builtS, installS, lines };
    rmSync(profileDir, { recursive: true, force: true });
    mkdirSync(profileDir, { recursive: true });
    const profiler = ["--cpu-prof", `--cpu-prof-dir=${path.resolve(profileDir)}`];
    lines.push("(third start, build present, under the profiler)");
    await timedStart(clone, lines, [process.execPath, ...profiler, "scripts/start.mjs"]);
    const file = readdirSync(profileDir).find((f) => f.endsWith(".cpuprofile"));
    return { firstS, buildS, builtS, installS, lines, profile: file && path.join(profileDir, file) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
