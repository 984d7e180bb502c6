/**
 * The image upload's body limit, on a whole server process over PostgreSQL: after real uploads have been
 * encoded, a 50 MB upload sent without a length is answered with 413 long before it is all sent, and one that
 * declares its length is refused before a byte is read.
 */
import { request as httpRequest } from "node:http";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEDIA_MESSAGES as M } from "#domain/media/messages.ts";
import { hashToken, randomToken } from "#server/modules/accounts/tokens.ts";
import { decodeHtml } from "../support/accounts.ts";
import { startServerProcess, type ServerProcess } from "../support/server-process.ts";
import { createFaultsDatabase, tempDir, type FaultsDatabase } from "./faults-support.ts";

const MB = 1024 * 1024;

describe("the image upload's size limit on a server process", () => {
  let database: FaultsDatabase;
  let data: ReturnType<typeof tempDir>;
  let server: ServerProcess;
  let cookie = "";
  let origin = "";

  beforeAll(async () => {
    database = await createFaultsDatabase();
    data = tempDir();
    server = await startServerProcess({ DATA_DIR: data.dir, DATABASE_URL: database.url });
    const token = randomToken();
    const [editor] = await database.query(
      `insert into staff_accounts (email, name, role, password_hash) values ('limite@candela.test', '', 'editor', 'x') returning id`,
    );
    await database.query(
      `insert into staff_sessions (staff_id, token_hash, expires_at) values ($1, $2, now() + interval '1 hour')`,
      [(editor as { id: string }).id, hashToken(token)],
    );
    cookie = `staff_token=${token}`;
    // The page's origin as a browser sends it: the server's public address, http://localhost:PORT.
    origin = server.url.replace("//127.0.0.1:", "//localhost:");
  });
  afterAll(async () => {
    server?.child.kill("SIGTERM");
    await server?.exited;
    await database?.drop();
    data?.remove();
  });

  it("stores real uploads, then answers a 50 MB one with 413 before it is all sent", async () => {
    const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#a0c" } })
      .jpeg()
      .toBuffer();
    for (let i = 0; i < 3; i++) {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "foto.jpg");
      form.append("alt", `Foto ${i}`);
      const body = new Response(form);
      const res = await fetch(`${server.url}/admin/imagenes`, {
        method: "POST",
        body: Buffer.from(await body.arrayBuffer()),
        headers: { "content-type": body.headers.get("content-type")!, cookie, origin },
      });
      expect(res.status).toBe(200);
    }

    const { port } = new URL(server.url);
    const chunk = Buffer.alloc(256 * 1024, "a");
    let written = 0;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: "127.0.0.1",
          port: Number(port),
          method: "POST",
          path: "/admin/imagenes",
          headers: {
            "content-type": "multipart/form-data; boundary=xyz",
            "transfer-encoding": "chunked",
            origin,
            cookie,
          },
        },
        (res) => {
          let body = "";
          res.on("data", (d: Buffer) => (body += d.toString()));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
          res.on("error", () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on("error", (err) => (written > 0 ? undefined : reject(err)));
      const pump = () => {
        while (written < 50 * MB && !req.destroyed) {
          written += chunk.length;
          if (!req.write(chunk)) return void req.once("drain", pump);
        }
        if (!req.destroyed) req.end();
      };
      pump();
    });
    expect(answer.status).toBe(413);
    expect(decodeHtml(answer.body)).toContain(M.tooBig);
    expect(written).toBeLessThan(30 * MB);

    const declared = await fetch(`${server.url}/admin/imagenes`, {
      method: "POST",
      body: "x",
      headers: {
        "content-type": "multipart/form-data; boundary=xyz",
        "content-length": String(50 * MB),
        cookie,
        origin,
      },
    }).catch((err: Error) => err);
    // The server answers before reading and closes the connection; fetch reports either the 413 or the close.
    if (declared instanceof Response) expect(declared.status).toBe(413);
    else expect(declared.message).toMatch(/fetch failed|other side closed|socket/i);
  });
});
