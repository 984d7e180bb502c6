/**
 * A form body over the limit is answered with the 413 page at once; a client still sending must get to read that
 * answer. It sends far more than the limit without reading, as a slow phone does, and reads only once the shop
 * stops taking its bytes: the answer must be there, not a reset that threw it away.
 */
import { once } from "node:events";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_BODY_MESSAGES } from "#server/http/form-body.ts";
import { decodeHtml } from "../support/accounts.ts";
import { createTestApp } from "../support/app.ts";
import { ENGINE } from "../support/database.ts";

describe("a body over the limit sent by a client that reads late", () => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  let port: number;

  beforeAll(async () => {
    shop = await createTestApp(ENGINE);
    await shop.app.listen({ port: 0, host: "127.0.0.1" });
    port = (shop.app.server.address() as { port: number }).port;
  });
  afterAll(() => shop?.close());

  it("still gets the 413 page in Spanish once it reads", async () => {
    const socket = connect(port, "127.0.0.1");
    await once(socket, "connect");
    socket.pause();
    const chunk = Buffer.alloc(64 * 1024, "a");
    socket.write(
      "POST /contactanos HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n" +
        "Transfer-Encoding: chunked\r\n\r\n",
    );
    let sent = 0;
    let failed = false;
    socket.on("error", () => (failed = true));
    // Sends until the shop stops taking bytes (the connection's buffers are full) or the connection fails.
    while (!failed && sent < 64 * 1024 * 1024) {
      const flushed = socket.write(`${chunk.length.toString(16)}\r\n${chunk.toString()}\r\n`);
      sent += chunk.length;
      if (!flushed) {
        const drained = await Promise.race([
          once(socket, "drain").then(() => true),
          new Promise<boolean>((r) => setTimeout(() => r(false), 1_000)),
        ]);
        if (!drained) break;
      }
    }
    const received: Buffer[] = [];
    socket.on("data", (d: Buffer) => received.push(d));
    socket.resume();
    await Promise.race([
      once(socket, "end"),
      once(socket, "close"),
      new Promise((r) => setTimeout(r, 3_000)),
    ]);
    socket.destroy();
    const answer = Buffer.concat(received).toString();
    expect(answer.split("\r\n")[0]).toBe("HTTP/1.1 413 Payload Too Large");
    expect(decodeHtml(answer)).toContain(FORM_BODY_MESSAGES.tooLarge);
    expect(sent).toBeLessThan(64 * 1024 * 1024);
  });
});
