/**
 * The back office knows who is asking before it reads a body. Every /admin action, posted by nobody with a
 * 10 MB multipart body, is answered from the headers: the client sends the headers and the first 64 KB, then
 * stops sending; a shop that waited for the rest would see a body cut short instead. The same holds for a role
 * the page is not for, and for a third upload while two are being read.
 */
import { once } from "node:events";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEDIA_MESSAGES } from "#domain/media/messages.ts";
import { STAFF_MESSAGES } from "#domain/staff/messages.ts";
import { UPLOADS_AT_ONCE } from "#server/http/admin-guard.ts";
import { decodeHtml } from "../support/accounts.ts";
import { staffClients } from "../support/admin-http.ts";
import { createTestApp, loadServerBuild } from "../support/app.ts";
import { ENGINE } from "../support/database.ts";

const BODY_BYTES = 10 * 1024 * 1024;
const SENT_BYTES = 64 * 1024;
const ROW_ID = "00000000-0000-4000-8000-000000000000";

/** The back office's routes that take posts from signed-in staff (their parameters filled in). */
async function adminActionPaths(): Promise<string[]> {
  const { routes } = await loadServerBuild();
  const fullPath = (id: string): string => {
    const route = routes[id]!;
    const parent = route.parentId ? fullPath(route.parentId) : "";
    return [parent, route.path ?? ""].filter(Boolean).join("/");
  };
  return Object.values(routes)
    .filter((route) => route!.module.action)
    .map((route) => `/${fullPath(route!.id)}`)
    .filter((path) => path.startsWith("/admin") && !/^\/admin\/(login|salir|clave)/.test(path))
    .map((path) => path.replace(/:(id|storeId)/g, ROW_ID).replace(/:slug/g, "terminos"));
}

interface Answer {
  status: number;
  head: string;
  text: string;
}

/**
 * Posts the headers of a 10 MB multipart body and its first 64 KB, then ends its side without the rest, and
 * reads the answer. With `hold`, the body stays on its way until `hold` settles.
 */
async function postPartly(
  port: number,
  path: string,
  cookie?: string,
  hold?: Promise<void>,
): Promise<Answer> {
  const socket = connect(port, "127.0.0.1");
  await once(socket, "connect");
  const received: Buffer[] = [];
  socket.on("data", (d: Buffer) => received.push(d));
  socket.on("error", () => {});
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
      "Content-Type: multipart/form-data; boundary=x\r\n" +
      `Content-Length: ${BODY_BYTES}\r\n${cookie ? `Cookie: staff_token=${cookie}\r\n` : ""}\r\n`,
  );
  socket.write(Buffer.alloc(SENT_BYTES, "a"));
  if (hold) await hold;
  socket.end();
  await Promise.race([once(socket, "close"), once(socket, "end")]);
  socket.destroy();
  const raw = Buffer.concat(received).toString();
  const [head = "", body = ""] = raw.split("\r\n\r\n");
  return { status: Number(head.split(" ")[1] ?? 0), head, text: decodeHtml(body) };
}

describe("posts to the back office are judged before their bodies are read", () => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  let port: number;
  let cookies: { owner: string; support: string };

  beforeAll(async () => {
    shop = await createTestApp(ENGINE);
    ({ cookies } = await staffClients(shop, { owner: { role: "owner" }, support: { role: "support" } }));
    await shop.app.listen({ port: 0, host: "127.0.0.1" });
    port = (shop.app.server.address() as { port: number }).port;
  });
  afterAll(() => shop?.close());
  const uploadsInProgress = async () => {
    const metrics = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    return Number(/^admin_uploads_in_progress (\d+)$/m.exec(metrics)?.[1]);
  };

  it("sends nobody to the login from every action, as a page and as a data request", async () => {
    const paths = await adminActionPaths();
    expect(paths).toContain("/admin/imagenes");
    expect(paths.length).toBeGreaterThan(30);
    const answers = await Promise.all(
      paths.flatMap((path) => [
        postPartly(port, path).then((answer) => ({ path, data: false, answer })),
        postPartly(port, `${path === "/admin" ? "/admin/_" : path}.data`).then((answer) => ({
          path,
          data: true,
          answer,
        })),
      ]),
    );
    for (const { path, data, answer } of answers) {
      const login = `/admin/login?next=${encodeURIComponent(path)}`;
      if (data) {
        expect({ path, status: answer.status }).toEqual({ path, status: 204 });
        expect(answer.head.toLowerCase()).toContain(`x-remix-redirect: ${login.toLowerCase()}`);
      } else {
        expect({ path, status: answer.status }).toEqual({ path, status: 303 });
        expect(answer.head.toLowerCase()).toContain(`location: ${login.toLowerCase()}`);
      }
    }
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
  });

  it("refuses a role the page is not for with the 403 page, before reading", async () => {
    const answer = await postPartly(port, "/admin/imagenes", cookies.support);
    expect(answer.status).toBe(403);
    expect(answer.text).toContain(STAFF_MESSAGES.forbidden);
  });

  it(`reads ${UPLOADS_AT_ONCE} uploads at a time and asks a further one to come back`, async () => {
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    const held = Array.from({ length: UPLOADS_AT_ONCE }, () =>
      postPartly(port, "/admin/imagenes", cookies.owner, hold),
    );
    try {
      // Once the shop reads both (its /metrics says so), a third is asked to come back.
      await expect.poll(uploadsInProgress, { timeout: 20_000 }).toBe(UPLOADS_AT_ONCE);
      const third = await postPartly(port, "/admin/imagenes", cookies.owner);
      expect(third.status).toBe(503);
      expect(third.head.toLowerCase()).toContain("retry-after: 5");
      expect(third.text).toContain(MEDIA_MESSAGES.busy);
    } finally {
      release();
      await Promise.all(held);
    }

    // Once they are done, an upload is read again (its cut-short body is then a bad request, not a refusal).
    await expect.poll(uploadsInProgress, { timeout: 20_000 }).toBe(0);
    expect((await postPartly(port, "/admin/imagenes", cookies.owner)).status).toBe(400);
  });
});
