/**
 * A stand-in for api.mercadopago.com in front of the shop's payment sandbox (its HTTP face, on 127.0.0.1)
 * that can stop answering the create call. `hang("before_provider")`: POST /v1/payments is accepted and
 * neither passed on nor answered (the provider never got it). `hang("after_charge")`: it is passed on, so
 * the payment is made, and the answer is never sent back. Every other request is passed on and answered.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import Fastify from "fastify";
import type { Db } from "#server/db/client.ts";
import { RateLimits } from "#server/http/rate-limit.ts";
import { SANDBOX_PREFIX, sandboxPlugin } from "#server/payments/sandbox/plugin.ts";
import type { MercadoPagoSandbox } from "#server/payments/sandbox/sandbox.ts";

export type Hang = "before_provider" | "after_charge";

const FORWARDED = ["authorization", "content-type", "x-idempotency-key"];

async function bodyOf(req: IncomingMessage): Promise<string> {
  let raw = "";
  for await (const chunk of req) raw += String(chunk);
  return raw;
}

export async function startHangingProvider(sandbox: MercadoPagoSandbox, db: Db) {
  const rateLimits = new RateLimits(db);
  const api = Fastify({ logger: false });
  api.addHook("onClose", async () => rateLimits.close());
  await api.register(sandboxPlugin, { prefix: SANDBOX_PREFIX, sandbox, rateLimits });
  await api.listen({ port: 0, host: "127.0.0.1" });
  const upstream = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}${SANDBOX_PREFIX}`;

  let hang: Hang | null = null;
  let creates = 0;
  const gate = createServer((req, res) => {
    const create = req.method === "POST" && req.url === "/v1/payments";
    if (create) creates++;
    void (async () => {
      const mode = create ? hang : null;
      const body = await bodyOf(req);
      if (mode === "before_provider") return;
      const headers = Object.fromEntries(
        FORWARDED.flatMap((h) => (typeof req.headers[h] === "string" ? [[h, req.headers[h]]] : [])),
      );
      const answer = await fetch(`${upstream}${req.url}`, {
        method: req.method,
        headers,
        ...(req.method === "GET" ? {} : { body }),
      });
      const text = await answer.text();
      if (mode === "after_charge") return;
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(text);
    })();
  });
  await new Promise<void>((resolve) => gate.listen(0, "127.0.0.1", resolve));

  return {
    origin: `http://127.0.0.1:${(gate.address() as AddressInfo).port}`,
    /** POST /v1/payments requests received so far, answered or not. */
    get creates() {
      return creates;
    },
    hang(mode: Hang) {
      hang = mode;
    },
    /** Answers every request again (a create already hanging stays unanswered). */
    answer() {
      hang = null;
    },
    async close() {
      gate.closeAllConnections();
      await new Promise<void>((resolve) => gate.close(() => resolve()));
      await api.close();
    },
  };
}

export type HangingProvider = Awaited<ReturnType<typeof startHangingProvider>>;
