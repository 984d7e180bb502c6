// Production server processes for the targets: NODE_ENV=production through `npm start`'s launcher, on one
// PostgreSQL database, on ports 5100-5199, optionally under the CPU profiler or pinned to a core.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { once } from "node:events";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServerProcess, type ServerProcess } from "../tests/support/server-process.ts";

export const PROFILES_DIR = "bench/.profiles";

/** The production settings the targets are judged on; the sandbox payments and the mailbox stand in. */
export function productionEnv(databaseUrl: string): Record<string, string> {
  return {
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: randomBytes(32).toString("hex"),
    MAIL_TRANSPORT: "mailbox",
    PAYMENTS_PROVIDER: "sandbox",
    ALLOW_SANDBOX_PAYMENTS: "1",
    LOG_LEVEL: "warn",
  };
}

async function isFree(port: number): Promise<boolean> {
  const server = createServer();
  server.listen(port, "127.0.0.1");
  try {
    await Promise.race([
      once(server, "listening"),
      once(server, "error").then(([err]) => Promise.reject(err)),
    ]);
  } catch {
    return false;
  }
  server.close();
  await once(server, "close");
  return true;
}

const taken = new Set<number>();

/** A free port in the range these benchmarks may use, not handed out before in this run. */
export async function benchPort(): Promise<number> {
  for (let port = 5100; port <= 5199; port++) {
    if (taken.has(port) || !(await isFree(port))) continue;
    taken.add(port);
    return port;
  }
  throw new Error("no free port in 5100-5199");
}

export interface TargetServer {
  process: ServerProcess;
  url: string;
  pid: number;
  /** Stops the process (the profile, if any, is written as it exits) and removes its data directory. */
  stop(): Promise<void>;
  /** The .cpuprofile written on stop, when started with `profile`. */
  profileDir?: string;
}

/**
 * A production server on `env` (a data directory of its own). `profile` names a directory under
 * bench/.profiles for `node --cpu-prof`.
 */
export async function startTargetServer(
  env: Record<string, string>,
  opts: { profile?: string } = {},
): Promise<TargetServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "shop-bench-targets-"));
  const profileDir = opts.profile ? path.join(PROFILES_DIR, opts.profile) : undefined;
  if (profileDir) {
    rmSync(profileDir, { recursive: true, force: true });
    mkdirSync(profileDir, { recursive: true });
  }
  const port = await benchPort();
  const nodeArgs = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
  const started = await startServerProcess({ ...env, DATA_DIR: dataDir, PORT: String(port) }, { nodeArgs });
  return {
    process: started,
    url: started.url,
    pid: started.child.pid!,
    profileDir,
    async stop() {
      if (started.child.exitCode === null) {
        started.child.kill("SIGTERM");
        await started.exited;
      }
      taken.delete(port);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The profile a stopped server wrote. */
export function writtenProfile(server: TargetServer): string | undefined {
  if (!server.profileDir) return undefined;
  const file = readdirSync(server.profileDir).find((f) => f.endsWith(".cpuprofile"));
  return file ? path.join(server.profileDir, file) : undefined;
}

/** Pins every thread of process `pid` to `cpus` (taskset's list, e.g. "1" or "0-1"); false without taskset. */
export function pin(pid: number, cpus: string): boolean {
  const run = spawnSync("taskset", ["-a", "-cp", cpus, String(pid)], { encoding: "utf8" });
  return run.status === 0;
}
