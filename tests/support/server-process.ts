import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";

/**
 * How long a test of whole processes on a fresh database may run before it counts as hung: a first start migrates
 * and seeds (about 10 s on a quiet machine with the embedded database), and the machine busy with the rest of the
 * suite spreads a few such starts over more than vitest's default minute. It only stops a hang.
 */
export const PROCESS_TEST_LIMIT = 180_000;

/** A free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, "close");
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts `npm start`'s launcher as a child process and waits until it answers /api/ready. A PORT in `env`
 * is kept (to restart a server on the same address); otherwise a free one is taken. `nodeArgs` go to node
 * before the launcher (e.g. `--cpu-prof`).
 */
export async function startServerProcess(
  env: Record<string, string>,
  opts: { nodeArgs?: string[] } = {},
): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), "scripts/start.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      PORT: String(port),
      // The tests reach the server from 127.0.0.1 as its proxy and name clients by X-Forwarded-For.
      TRUST_PROXY: "127.0.0.1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  const exited = once(child, "exit").then(([code]) => code as number | null);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited early:\n${output}`);
    }
    try {
      const res = await fetch(`${url}/api/ready`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become ready:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, url, output: () => output, exited };
}
