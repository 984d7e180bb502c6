// The targets measured in one run, side by side: signed-in pages against anonymous ones, the latency
// of the checkout, add to cart and the discount code at half saturation, the checkout's JavaScript and
// Lighthouse score, three processes against one, and the first start of a fresh clone.
import { randomBytes } from "node:crypto";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { profileMarkdown, summariseProfile } from "./cpu-profile.ts";
import { DURATION_S } from "./lib.ts";
import { clearRateLimits, couponId } from "./operations.ts";
import { addToCart, cartPage, closeAgent, coupons, type OperationResult } from "./operations-load.ts";
import { createDatabase, dropDatabase, prepareCustomers, type Fixture } from "./operations-setup.ts";
import { AREA_PATH, lighthouse, pageJavaScript } from "./pages.ts";
import {
  FIRST_START_TARGET_S,
  MIXED_CONNECTIONS,
  PAGE_CONNECTIONS,
  firstStartFigure,
  javaScriptFigure,
  latencyFigure,
  lighthouseFigure,
  ratioFigure,
  scalingFigure,
  type Figure,
  type HalfSaturation,
  type Scaling,
} from "./targets-figures.ts";
import { firstStart, type FirstStart } from "./targets-first-start.ts";
import { mixedLoad, signedInAgainstAnonymous } from "./targets-load.ts";
import { profiledRun } from "./targets-profile.ts";
import { pin, PROFILES_DIR, productionEnv, startTargetServer, type TargetServer } from "./targets-servers.ts";
import { figuresTable, firstStartText, introText, mixedText, profilesText } from "./targets-text.ts";

const PAGES = ["/", AREA_PATH];
const CHECKOUT = "/shop/checkout";

const half = (requestsPerSecond: number) => Math.max(1, Math.floor(requestsPerSecond / 2));

/** A load to run again under the profiler when its target was missed. */
interface MissedLoad {
  label: string;
  figure: Figure;
  work: (url: string) => Promise<unknown>;
}

/** An operation at saturation, then at half the rate it sustained; `again` repeats the half-rate load. */
async function atHalfSaturation(
  name: string,
  run: (url: string, rate?: number) => Promise<OperationResult>,
  url: string,
): Promise<HalfSaturation & { again: (url: string) => Promise<unknown> }> {
  const saturation = await run(url);
  const rate = half(saturation.requestsPerSecond);
  return { name, saturation, half: await run(url, rate), again: (u) => run(u, rate) };
}

/** The mixed load on the first server alone, then on it and two more (same database, secret and address). */
async function scaleOut(env: Record<string, string>, main: TargetServer, fx: Fixture): Promise<Scaling[]> {
  const allCores = `0-${cpus().length - 1}`;
  const loadOn = (urls: string[]) => mixedLoad(urls, main.url, fx, PAGES, DURATION_S, MIXED_CONNECTIONS);
  // The load generator (this process) on core 0, the servers on core 1; or everything back on every core.
  const pinAll = (servers: TargetServer[], on: boolean) =>
    pin(process.pid, on ? "0" : allCores) && servers.every((s) => pin(s.pid, on ? "1" : allCores));
  const others: TargetServer[] = [];
  try {
    const unpinnedOne = await loadOn([main.url]);
    const pinnedOne = cpus().length >= 2 && pinAll([main], true) ? await loadOn([main.url]) : undefined;
    pinAll([main], false);
    const shared = { ...env, PUBLIC_URL: main.url.replace("//127.0.0.1:", "//localhost:") };
    others.push(...(await Promise.all([startTargetServer(shared), startTargetServer(shared)])));
    const servers = [main, ...others];
    const urls = servers.map((s) => s.url);
    const runs: Scaling[] = [];
    if (pinnedOne && pinAll(servers, true))
      runs.push({ pinned: true, one: pinnedOne, three: await loadOn(urls) });
    pinAll(servers, false);
    runs.push({ pinned: false, one: unpinnedOne, three: await loadOn(urls) });
    return runs;
  } finally {
    pin(process.pid, allCores);
    await Promise.all(others.map((s) => s.stop()));
  }
}

/** Everything measured against the production server on PostgreSQL; the missed loads to profile. */
async function serverFigures(url: string, env: Record<string, string>) {
  const figures: Figure[] = [];
  const missed: MissedLoad[] = [];
  const add = (figure: Figure, label: string, work: MissedLoad["work"]) => {
    figures.push(figure);
    if (figure.met !== true) missed.push({ label, figure, work });
  };
  // The first process loads the demo data into the empty database.
  const main = await startTargetServer(env);
  let scaling: Scaling[] = [];
  try {
    const fx = await prepareCustomers(url, "bench-targets");
    const codeId = await couponId(url, "BIENVENIDA10");
    const cookie = `token=${fx.customers.page[0]!.token}`;
    await (await fetch(`${main.url}${CHECKOUT}`, { headers: { cookie } })).arrayBuffer();

    for (const page of PAGES) {
      const measure = (u: string) => signedInAgainstAnonymous(u, page, cookie, DURATION_S, PAGE_CONNECTIONS);
      add(ratioFigure(await measure(main.url)), `signed-in-${page === "/" ? "home" : "area"}`, measure);
    }

    const operations: [string, string, (u: string, rate?: number) => Promise<OperationResult>][] = [
      ["checkout", "checkout page (GET /shop/checkout)", (u, r) => cartPage(u, fx, DURATION_S, r)],
      ["add-to-cart", "add to cart (POST /shop/cart.data)", (u, r) => addToCart(u, fx, DURATION_S, r)],
      [
        "discount-code",
        "discount code look-up (POST /shop/checkout.data, intent coupon)",
        async (u, r) => {
          await clearRateLimits(url);
          return (await coupons(u, fx, DURATION_S, codeId, r))[0]!;
        },
      ],
    ];
    for (const [label, name, run] of operations) {
      const measured = await atHalfSaturation(name, run, main.url);
      add(latencyFigure(measured), label, measured.again);
    }

    figures.push(javaScriptFigure(await pageJavaScript(main.url, CHECKOUT, cookie)));
    // Through "localhost", the server's public address, as the pages section audits.
    const local = main.url.replace("127.0.0.1", "localhost");
    // A busy machine sometimes makes Lighthouse lose its trace (NO_NAVSTART): one more try then.
    const audit = () => lighthouse(`${local}${CHECKOUT}`, "targets-checkout", cookie);
    const first = audit();
    figures.push(lighthouseFigure(typeof first === "string" ? audit() : first));

    scaling = await scaleOut(env, main, fx);
    figures.push(scalingFigure(scaling));
  } finally {
    await main.stop();
    closeAgent();
  }
  return { figures, missed, scaling };
}

async function measuredFirstStart(profile: boolean): Promise<FirstStart | string> {
  try {
    return await firstStart(profile ? path.join(PROFILES_DIR, "first-start") : undefined);
  } catch (err) {
    return `the first start could not be measured: ${(err as Error).message}`;
  }
}

export async function targetsSection(opts: { profile: boolean }): Promise<string> {
  const loadAverages = [loadavg()[0]!];
  const name = `bench_targets_${randomBytes(4).toString("hex")}`;
  const url = await createDatabase(name);
  const env = productionEnv(url);
  const profiles: string[] = [];
  let measured: Awaited<ReturnType<typeof serverFigures>>;
  try {
    measured = await serverFigures(url, env);
    if (opts.profile) {
      for (const missed of measured.missed) {
        profiles.push(`#### ${missed.figure.name}\n\n${await profiledRun(env, missed.label, missed.work)}`);
      }
    }
  } finally {
    await dropDatabase(name);
  }

  const started = await measuredFirstStart(opts.profile);
  const startFigure = firstStartFigure(started);
  const figures = [...measured.figures, startFigure];
  if (typeof started !== "string" && startFigure.met !== true && started.profile) {
    profiles.push(
      `#### The server's own start (a third start, build present, under the profiler)\n\n${profileMarkdown(summariseProfile(started.profile))}`,
    );
  }
  loadAverages.push(loadavg()[0]!);

  return `## Targets, side by side (PostgreSQL, production settings)

${introText({ profile: opts.profile, loadAverages })}

${figuresTable(figures)}

${mixedText(measured.scaling, MIXED_CONNECTIONS)}

${typeof started === "string" ? "" : firstStartText(started, FIRST_START_TARGET_S)}

${profilesText(
  profiles,
  figures.some((f) => f.met === false),
)}`;
}
