import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEDIA_MESSAGES as M } from "#domain/media/messages.ts";
import { decodeHtml } from "../support/accounts.ts";
import { staffClients } from "../support/admin-http.ts";
import { createTestApp } from "../support/app.ts";

const MB = 1024 * 1024;

// The upload limit belongs to the HTTP layer, whatever the database: one real server is enough.
describe("a 50 MB upload", () => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  let cookie = "";

  beforeAll(async () => {
    shop = await createTestApp("pglite");
    const { cookies } = await staffClients(shop, { editor: { role: "editor" } });
    cookie = `staff_token=${cookies.editor}`;
  });
  afterAll(() => shop?.close());

  it("answers a 50 MB upload with 413 before it is all sent", async () => {
    await shop.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = shop.app.server.address() as AddressInfo;
    const chunk = Buffer.alloc(256 * 1024, "a");
    let written = 0;
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          host: "127.0.0.1",
          port,
          agent: false,
          method: "POST",
          path: "/admin/imagenes",
          headers: {
            "content-type": "multipart/form-data; boundary=xyz",
            "transfer-encoding": "chunked",
            origin: shop.config.publicUrl,
            cookie,
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
          req.destroy();
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
    expect(status).toBe(413);
    expect(written).toBeLessThan(30 * MB);
    const declared = await shop.app.inject({
      method: "POST",
      url: "/admin/imagenes",
      payload: Buffer.alloc(16),
      headers: {
        "content-type": "multipart/form-data; boundary=xyz",
        "content-length": String(50 * MB),
        cookie,
      },
    });
    expect(declared.statusCode).toBe(413);
    expect(decodeHtml(declared.body)).toContain(M.tooBig);
  });
});
