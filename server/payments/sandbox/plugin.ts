/**
 * The sandbox's HTTP face, mirroring Mercado Pago's REST paths under a prefix (the shop mounts it at
 * /sandbox/mercadopago, so /sandbox/mercadopago/v1/payments is POST https://api.mercadopago.com/v1/payments):
 *
 *   GET  /v1/identification_types                     public key
 *   GET  /v1/payment_methods/search?bins=             public key
 *   GET  /v1/payment_methods/card_issuers             public key
 *   GET  /v1/payment_methods/installments             public key
 *   POST /v1/card_tokens, GET /v1/card_tokens/:id     public key
 *   POST /v1/payments (X-Idempotency-Key)             access token
 *   GET  /v1/payments/search?external_reference=      access token (the latest payment with it)
 *   GET  /v1/payments/:id                             access token
 *   POST /admin/payments/:id/{settle,refund,cancel,chargeback}   access token (the provider's back office)
 *   GET  /thumbnails/{payment-methods,issuers}/:id.svg
 *
 * The work that settles CONT payments and delivers webhooks is a recurring job of the app's job runner (jobs.ts).
 * Card tokens are rate limited per client address (RATE_LIMIT_RULES.cardToken), as the sandbox may serve
 * real visitors when a production shop allows it. Every browser sends the shop's one public key, so a limit
 * on it would let one client spend everybody's.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { RateLimits } from "#server/http/rate-limit.ts";
import * as catalogue from "./catalogue.ts";
import type { CardTokenBody } from "./card-tokens.ts";
import { IDENTIFICATION_TYPES } from "./data/identification-types.ts";
import { SandboxError, notFound } from "./errors.ts";
import type { MercadoPagoSandbox, PaymentAction } from "./sandbox.ts";
import { issuerThumbnail, paymentMethodThumbnail } from "./thumbnails.ts";

export const SANDBOX_PREFIX = "/sandbox/mercadopago";

type Query = Record<string, string | undefined>;

/** A resource id from the path; one that no resource could have (NUL, symbols, any length) is simply not found. */
function idParam(id: string): string {
  if (!/^[\w-]{1,128}$/.test(id)) throw notFound("resource not found");
  return id;
}

/** The query with one value per name: a repeated parameter (`bin=1&bin=2`) counts by its first value. */
function queryOf(request: FastifyRequest): Query {
  const raw = request.query as Record<string, string | string[] | undefined>;
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
}

/** A spent rate limit, as Mercado Pago answers one, with the shop's Spanish message. */
const tooManyRequests = (message: string) =>
  new SandboxError(429, "too_many_requests", message, [{ code: "too_many_requests", description: message }]);

export async function sandboxPlugin(
  app: FastifyInstance,
  opts: { sandbox: MercadoPagoSandbox; rateLimits: RateLimits },
) {
  const { sandbox, rateLimits } = opts;

  app.addHook("onReady", async () => sandbox.useLog(app.log));

  app.addHook("onSend", async (request, reply) => {
    if (!request.url.includes("/thumbnails/")) reply.header("cache-control", "no-store");
  });

  app.setErrorHandler((err: Error & { statusCode?: number }, request, reply) => {
    if (err instanceof SandboxError) return reply.status(err.status).send(err.body);
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status >= 500) request.log.error({ err }, "sandbox error");
    return reply.status(status).send({
      message: status >= 500 ? "internal_error" : err.message,
      error: status >= 500 ? "internal_error" : "bad_request",
      status,
      cause: [],
    });
  });

  /** Absolute thumbnail address, from the origin the request came to (as Mercado Pago's are absolute). */
  const thumbnails = (request: FastifyRequest) =>
    `${request.protocol}://${request.host}${app.prefix}/thumbnails`;

  const browser = (request: FastifyRequest) =>
    sandbox.checkPublicKey(queryOf(request).public_key, request.headers.authorization);
  const server = (request: FastifyRequest) => sandbox.checkAccessToken(request.headers.authorization);

  app.get("/v1/identification_types", async (request) => {
    browser(request);
    return IDENTIFICATION_TYPES;
  });

  app.get("/v1/payment_methods/search", async (request) => {
    browser(request);
    return catalogue.searchPaymentMethods(queryOf(request), thumbnails(request));
  });

  app.get("/v1/payment_methods/card_issuers", async (request) => {
    browser(request);
    return catalogue.cardIssuers(queryOf(request), thumbnails(request));
  });

  app.get("/v1/payment_methods/installments", async (request) => {
    browser(request);
    return catalogue.installments(queryOf(request), thumbnails(request), sandbox.interestFreeInstallments);
  });

  app.post("/v1/card_tokens", async (request, reply) => {
    browser(request);
    const limited = await rateLimits.consume("cardToken", { ip: request.ip });
    if (limited) {
      const { status, body } = tooManyRequests(limited.message);
      return reply.status(status).header("retry-after", String(limited.retryAfterSeconds)).send(body);
    }
    return reply.status(201).send(await sandbox.createCardToken((request.body ?? {}) as CardTokenBody));
  });

  app.get<{ Params: { id: string } }>("/v1/card_tokens/:id", async (request) => {
    browser(request);
    return sandbox.getCardToken(idParam(request.params.id));
  });

  app.post("/v1/payments", async (request, reply) => {
    server(request);
    const key = request.headers["x-idempotency-key"];
    const { payment } = await sandbox.createPayment(request.body, typeof key === "string" ? key : undefined);
    return reply.status(201).send(payment);
  });

  app.get("/v1/payments/search", async (request) => {
    server(request);
    const reference = queryOf(request).external_reference;
    const payment = reference ? await sandbox.findPaymentByReference(reference) : null;
    const results = payment ? [payment] : [];
    return { paging: { total: results.length, limit: 1, offset: 0 }, results };
  });

  app.get<{ Params: { id: string } }>("/v1/payments/:id", async (request) => {
    server(request);
    return sandbox.getPayment(idParam(request.params.id));
  });

  app.post<{ Params: { id: string } }>("/v1/payments/:id/refunds", async (request, reply) => {
    server(request);
    const key = request.headers["x-idempotency-key"];
    const refund = await sandbox.refund(
      idParam(request.params.id),
      request.body,
      typeof key === "string" ? key : undefined,
    );
    return reply.status(201).send(refund);
  });

  app.get<{ Params: { id: string } }>("/v1/payments/:id/refunds", async (request) => {
    server(request);
    return sandbox.listRefunds(idParam(request.params.id));
  });

  app.post<{ Params: { id: string; action: string } }>("/admin/payments/:id/:action", async (request) => {
    server(request);
    const action = request.params.action;
    if (!["settle", "refund", "cancel", "chargeback"].includes(action)) throw notFound("unknown action");
    return sandbox.transition(idParam(request.params.id), action as PaymentAction);
  });

  const svg = (reply: FastifyReply, body: string | undefined) => {
    if (!body) throw notFound("thumbnail not found");
    return reply
      .type("image/svg+xml")
      .header("cache-control", "public, max-age=86400")
      .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
      .send(body);
  };

  app.get<{ Params: { file: string } }>("/thumbnails/payment-methods/:file", async (request, reply) =>
    svg(reply, paymentMethodThumbnail(request.params.file.replace(/\.svg$/, ""))),
  );

  app.get<{ Params: { file: string } }>("/thumbnails/issuers/:file", async (request, reply) =>
    svg(reply, issuerThumbnail(request.params.file.replace(/\.svg$/, ""))),
  );

  app.all("/*", async (_request, reply) =>
    reply.status(404).send({ message: "resource not found", error: "not_found", status: 404, cause: [] }),
  );
}
