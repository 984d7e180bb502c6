/**
 * PostgreSQL unreachable for 10 seconds (a TCP proxy between the shop and the server drops every connection
 * and refuses new ones): pages answer 503 with the Spanish 'Servicio no disponible' page and Retry-After,
 * /api/ready answers 503 with a JSON error code, the process stays up, and once the database is reachable
 * again the same process serves the pages without a restart.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client.ts";
import { isDatabaseUnavailable } from "#server/http/unavailable.ts";
import { startServerProcess, type ServerProcess } from "../support/server-process.ts";
import { startTcpProxy, type TcpProxy } from "./faults-proxy.ts";
import {
  createFaultsDatabase,
  eventually,
  sleep,
  stopShop,
  tempDir,
  type FaultsDatabase,
} from "./faults-support.ts";

const OUTAGE_MS = 10_000;

describe("the shop while PostgreSQL is unreachable", () => {
  let db: FaultsDatabase;
  let proxy: TcpProxy;
  let server: ServerProcess | undefined;
  const data = tempDir();

  beforeAll(async () => {
    db = await createFaultsDatabase();
    const target = new URL(db.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  });
  afterAll(async () => {
    await stopShop(server);
    await proxy?.close();
    await db?.drop();
    data.remove();
  });

  it("answers 503 in Spanish during the outage and recovers by itself afterwards", async () => {
    const viaProxy = new URL(db.url);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    server = await startServerProcess({ DATA_DIR: data.dir, DATABASE_URL: viaProxy.toString() });
    const base = server.url;
    const pid = server.child.pid;

    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    const area = /href="(\/areas\/[a-z-]+\/[a-z0-9-]+\/?)"/.exec(await home.text())?.[1];
    expect(area, "the home page links an area").toBeTruthy();
    const pages = ["/", area!, "/areas", "/locales"];
    for (const page of pages.slice(0, 2)) expect((await fetch(`${base}${page}`)).status).toBe(200);

    proxy.cut();
    const outageEnds = Date.now() + OUTAGE_MS;
    // Once past the page cache's content-version bound (1 s), every page needs the database.
    await eventually("every page answers 503 without the database", async () => {
      for (const page of pages) if ((await fetch(`${base}${page}`)).status !== 503) return undefined;
      return true;
    });

    for (const page of pages) {
      const res = await fetch(`${base}${page}`);
      const html = await res.text();
      expect(res.status, page).toBe(503);
      expect(res.headers.get("retry-after"), page).toMatch(/^\d+$/);
      expect(res.headers.get("content-type"), page).toMatch(/^text\/html/);
      expect(html, page).toContain('<html lang="es-AR"');
      expect(html, page).toContain("<title>Servicio no disponible</title>");
      expect(html, page).toContain("<h1>Servicio no disponible</h1>");
      expect(html, page).toContain("intentá nuevamente en unos minutos");
    }
    const ready = await fetch(`${base}/api/ready`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get("content-type")).toMatch(/^application\/json/);
    const readyBody = (await ready.json()) as { error: { code: string; message: string } };
    expect(readyBody.error.code).toBe("database_unavailable");
    expect(readyBody.error.message).toMatch(/base de datos/);
    // The process is alive and still answering what needs no database.
    expect((await fetch(`${base}/api/health`)).status).toBe(200);

    await sleep(Math.max(0, outageEnds - Date.now()));
    proxy.restore();

    await eventually("pages served again after the outage", async () => {
      for (const page of pages) if ((await fetch(`${base}${page}`)).status !== 200) return undefined;
      return true;
    });
    expect((await fetch(`${base}/api/ready`)).status).toBe(200);
    const again = await (await fetch(`${base}${area!}`)).text();
    expect(again).not.toContain("Servicio no disponible");
    // The same process, never restarted.
    expect(server.child.exitCode).toBeNull();
    expect(server.child.pid).toBe(pid);
  });

  it("is ready as soon as the database can serve, even with connections lost while idle", async () => {
    const base = server!.url;
    // Several pooled connections, idle once the pages are answered.
    const pages = await Promise.all(["/", "/areas", "/locales", "/blog"].map((p) => fetch(`${base}${p}`)));
    for (const page of pages) expect(page.status).toBe(200);
    proxy.sever();
    const ready = await fetch(`${base}/api/ready`).catch((err: unknown) => {
      throw new Error(`no answer; the shop wrote:\n${server!.output().slice(-4000)}`, { cause: err });
    });
    expect(ready.status, await ready.text()).toBe(200);
  });

  it("fails a transaction whose connection dies in it, and the process lives on", async () => {
    const viaProxy = new URL(db.url);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    const database = await openDatabase({ url: viaProxy.toString(), dataDir: data.dir });
    try {
      const lost = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        proxy.sever();
        await tx.execute(sql`select 1`);
      });
      await expect(lost).rejects.toSatisfy(isDatabaseUnavailable);
      // A connection the server lost is an error of the request, never of the process: the driver reports
      // it on the client too, and nothing there may go unheard.
      await sleep(100);
      await database.db.execute(sql`select 1`);
    } finally {
      await database.close();
    }
  });
});
