// The targets section's text: the table of figures, the scale-out runs and the first start's timeline.
import { cpus } from "node:os";
import { CONNECTIONS, DURATION_S } from "./lib.ts";
import type { Figure, Scaling } from "./targets-figures.ts";
import type { FirstStart } from "./targets-first-start.ts";
import type { MixedResult } from "./targets-load.ts";

/** What was measured and how, above the table. */
export function introText(opts: { profile: boolean; loadAverages: number[] }): string {
  const load = opts.loadAverages.map((l) => l.toFixed(1)).join(" and ");
  return `Measured in one run by \`npm run bench -- --only targets${opts.profile ? " --profile" : ""}\`: a fresh PostgreSQL
database with the demo data, and the production build started through \`npm start\`'s launcher with
NODE_ENV=production (sandbox payments and the mailbox allowed explicitly). The customers are verified accounts
with a session each, made in the database; "signed in" is a customer with two areas (axilas, bozo) in the cart and
a branch chosen. Pages are requested as browsers ask for them (\`accept-encoding: gzip, deflate, br\`). Each load
runs ${DURATION_S} s. "Half saturation": the operation first runs with ${CONNECTIONS} connections sending back to back, then at
half the requests/s it sustained: the checkout page and add to cart sent at an even pace, one request every
1/rate s whatever the earlier ones take (an open loop; autocannon's own rate sends each second's share at once
and times that burst's queue), the discount code through the operations section's own loop, whose apply and
remove go in sequence per cart, each iteration in its own slot of the schedule.
x-cache is the header of the page's second request, before the load ("none": not through the page cache).

The machine has ${cpus().length} cores, shared with other work running at the same time (load average ${load} at the
start and the end of the section): the figures are noisy. The load generator and PostgreSQL share the cores
with the server unless a row says otherwise.`;
}
const verdict = (met: Figure["met"]) =>
  met === true ? "yes" : met === "explained" ? "**no** (explained below)" : "**no**";

export function figuresTable(figures: Figure[]): string {
  const rows = figures.map(
    (f) => `| ${f.name} | ${f.measured.replace(/\|/g, "\\|")} | ${f.target} | ${verdict(f.met)} |`,
  );
  return `| figure | measured | target | met? |\n|---|---|---|---|\n${rows.join("\n")}`;
}

const mixedRow = (label: string, r: MixedResult) =>
  `| ${label} | ${r.requestsPerSecond} | ${r.p99} | ${r.errors} | ${r.non2xx} |`;

export function mixedText(runs: Scaling[], connections: number): string {
  if (runs.length === 0) return "";
  const rows = runs.flatMap((r) => {
    const where = r.pinned ? "servers pinned to core 1, load generator to core 0" : "nothing pinned";
    return [mixedRow(`one process, ${where}`, r.one), mixedRow(`three processes, ${where}`, r.three)];
  });
  const cores = cpus().length;
  return `### Three processes against one

The mixed load is a third each of anonymous pages (\`/\` and the area page), the same pages signed in and 'Lo
quiero ya!' (POST /shop/cart.data, a random area into a random customer's cart), from autocannon with
${connections} connections, shared out in turn among the processes' addresses. The three processes share the
database, the SESSION_SECRET and the public address (as behind a load balancer), each on a port of its own.

| run | req/s | p99 ms | errors | non-2xx |
|---|---:|---:|---:|---:|
${rows.join("\n")}

Why this machine cannot show 2.5×: it has ${cores} cores. Three processes only serve more than one if each gets CPU
time that one process could not use; ${runs.some((r) => r.pinned) ? "pinned (taskset), the load generator has core 0 to itself and the servers share core 1, so three processes divide the one core the single process already had, and the ratio can be about 1× at best (less, for the extra processes' own overhead). " : ""}Unpinned, the
load generator (itself a busy Node process), PostgreSQL (not pinned: a shared service) and the servers all share
the ${cores} cores, and other work runs on the machine at the same time. Reaching 2.5× needs at least three cores for
the servers alone, plus the load generator's and PostgreSQL's on other cores (or other machines).`;
}

/** The lines of `npm start` worth showing: the build's start and end, and the ready line. */
const shown = (line: string) => /compilando|built in|lista en|second start|third start/i.test(line);

export function firstStartText(started: FirstStart, targetS: number): string {
  const lines = started.lines.filter(shown).map((l) => `    ${l.slice(0, 140)}`);
  const build =
    started.buildS === undefined
      ? ""
      : ` The build's last "built in" line came ${started.buildS.toFixed(1)} s after launch (the server bundle is made just after it); the rest is the server's own start.`;
  return `### First start

A \`git clone\` of HEAD into a temporary directory, \`npm ci\` there first (${started.installS.toFixed(0)} s, not counted), then \`npm
start\` on the embedded database in an empty DATA_DIR, timed from launch to the ready line: ${started.firstS.toFixed(1)} s
(target ≤ ${targetS} s).${build} A second \`npm start\` in the same clone on another empty DATA_DIR, with the build
present, takes ${started.builtS.toFixed(1)} s (opening the embedded database, migrations, the demo data, listening): on this
busy machine the same start varies by tens of seconds from one run to the next. Output lines, with the seconds
since each launch:

${lines.join("\n")}`;
}

/** Where the missed targets' time goes: the browser's side in words, the server's from the profiles. */
export function profilesText(profiles: string[], anyMissed: boolean): string {
  const browser = `The checkout's JavaScript and its Lighthouse score are the browser's side: their rows give the scripts' size
and the metrics behind the score, and \`bench/.lighthouse/targets-checkout.json\` the full report (not
committed). Lighthouse's simulated throttling multiplies the main-thread work it measures, so on a busy machine
TBT and LCP come out longer than on a quiet one.`;
  if (profiles.length > 0) {
    return `### Where the time goes (\`--profile\`)

Each missed server-side load ran again on a server of its own started with \`node --cpu-prof
--cpu-prof-dir=bench/.profiles/…\`; only the samples taken during the load count. "Idle" is the server waiting
(on PostgreSQL or the network); a process the machine leaves without a core for a while shows that time in
whatever it runs next.

${browser}

${profiles.join("\n\n")}
`;
  }
  return anyMissed
    ? `${browser}\n\nRun with \`--profile\` to see where the time of a missed server-side target goes.\n`
    : "";
}
