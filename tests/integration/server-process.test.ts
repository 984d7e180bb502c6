import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createPostgresDatabase, ENGINES } from "../support/database.ts";
import { PROCESS_TEST_LIMIT, startServerProcess } from "../support/server-process.ts";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "shop-proc-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe("the server process", () => {
  it("refuses a bad PORT with one line naming it and exit code 1", () => {
    const result = spawnSync(process.execPath, ["scripts/start.mjs"], {
      env: { ...process.env, NODE_ENV: "", PORT: "abc", DATA_DIR: tempDir() },
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/PORT/);
  });

  it.each(ENGINES)(
    "serves the home page on %s, then stops cleanly on SIGTERM after in-flight requests",
    async (engine) => {
      const postgres = engine === "postgres" ? await createPostgresDatabase() : null;
      try {
        const server = await startServerProcess({ DATA_DIR: tempDir(), DATABASE_URL: postgres?.url ?? "" });
        const ready = (await (await fetch(`${server.url}/api/ready`)).json()) as { database: string };
        expect(ready.database).toBe(engine);
        const home = await fetch(`${server.url}/`);
        expect(home.status).toBe(200);
        const html = await home.text();
        expect(html).toContain('<html lang="es-AR"');
        expect(html).toMatch(/<title>Inicio \| Candela[^<]*<\/title>/);

        // A request whose body is still arriving when SIGTERM comes must still get its answer.
        const body = JSON.stringify({ padding: "x".repeat(64) });
        const half = Math.floor(body.length / 2);
        const answer = new Promise<number>((resolve, reject) => {
          const req = request(
            `${server.url}/api/unknown`,
            {
              method: "POST",
              headers: { "content-type": "application/json", "content-length": body.length },
            },
            (res) => {
              res.resume();
              res.on("end", () => resolve(res.statusCode ?? 0));
            },
          );
          req.on("error", reject);
          req.write(body.slice(0, half));
          setTimeout(() => {
            server.child.kill("SIGTERM");
            setTimeout(() => req.end(body.slice(half)), 500);
          }, 300);
        });
        expect(await answer).toBe(404);
        expect(await server.exited).toBe(0);
      } finally {
        await postgres?.drop();
      }
    },
    PROCESS_TEST_LIMIT,
  );
});
