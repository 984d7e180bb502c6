/**
 * The shop without its database: a request that fails because PostgreSQL cannot be reached (connection
 * refused or cut, no free connection in time, the server shutting down) is answered 503 with Retry-After —
 * a Spanish page for pages, a JSON error for /api — instead of a 500. The pool reconnects by itself, so the
 * shop serves again as soon as the database is back. Imported by the React Router entry too: no runtime
 * dependencies here.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { plainPageHtml } from "./plain-page.ts";

/** What the browser and crawlers are told to wait before trying again. */
export const RETRY_AFTER_SECONDS = 30;

export const UNAVAILABLE_MESSAGES = {
  title: "Servicio no disponible",
  text: "Estamos teniendo un problema técnico y no podemos mostrar esta página ahora. Por favor, intentá nuevamente en unos minutos.",
  api: "El servicio no está disponible en este momento. Intentá nuevamente en unos minutos.",
} as const;

/** Network failures of a connection to the database server (Node's system error codes). */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);

/** SQLSTATEs of a server that cannot serve: too many connections, shutting down, starting up. */
const UNAVAILABLE_SQLSTATES = new Set(["53300", "57P01", "57P02", "57P03"]);

/** What the drivers throw (plain Errors, no code) when a connection ends or cannot be had in time. */
const PG_CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable$/,
  // The embedded database once it is closed (the server shutting down).
  /^PGlite is clos(?:ed|ing)$/,
];

/**
 * Whether an error means the PostgreSQL server could not be reached or used, looking through wrappers
 * (Drizzle's "Failed query" keeps the driver's error as its cause; a refused connection to a name with
 * several addresses is an AggregateError).
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!(err instanceof Error) || depth > 5) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === "string") {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith("08")) return true;
  }
  if (PG_CONNECTION_MESSAGES.some((pattern) => pattern.test(err.message))) return true;
  if (err instanceof AggregateError && err.errors.some((e) => isDatabaseUnavailable(e, depth + 1))) {
    return true;
  }
  return isDatabaseUnavailable(err.cause, depth + 1);
}

/** The page shown instead of any page while the database is unreachable. */
export function unavailablePageHtml(): string {
  return plainPageHtml(UNAVAILABLE_MESSAGES.title, UNAVAILABLE_MESSAGES.text);
}

/** The 503 page as a web Response (the React Router entry answers with it). */
export function unavailablePageResponse(): Response {
  return new Response(unavailablePageHtml(), {
    status: 503,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "retry-after": String(RETRY_AFTER_SECONDS),
      "cache-control": "no-store",
    },
  });
}

/** Answers a request the database failed: the JSON error under /api, the Spanish page elsewhere. */
export function sendUnavailable(request: FastifyRequest, reply: FastifyReply, err: unknown) {
  request.log.warn({ err }, "database unavailable: answered 503");
  reply.status(503).header("retry-after", String(RETRY_AFTER_SECONDS)).header("cache-control", "no-store");
  if (request.url === "/api" || request.url.startsWith("/api/")) {
    return reply.send({ error: { code: "service_unavailable", message: UNAVAILABLE_MESSAGES.api } });
  }
  return reply.type("text/html; charset=utf-8").send(unavailablePageHtml());
}

/**
 * The app-wide error handler: database-unavailable errors (from hooks such as the session lookup, or any
 * route without its own handler) become 503s; anything else goes on to Fastify's default handler.
 */
export function answerDatabaseUnavailable(app: FastifyInstance): void {
  app.setErrorHandler(async (err: FastifyError, request, reply) => {
    if (!isDatabaseUnavailable(err)) throw err;
    return sendUnavailable(request, reply, err);
  });
}
