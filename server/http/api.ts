import type { FastifyInstance } from "fastify";
import type { Database } from "#server/db/client.ts";
import { isDatabaseUnavailable, sendUnavailable } from "./unavailable.ts";
import { GENERIC_MESSAGES } from "#domain/validation/messages.ts";

export interface ApiError {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export function apiError(code: string, message: string, fields?: Record<string, string>): ApiError {
  return { error: { code, message, ...(fields ? { fields } : {}) } };
}

const READY_TIMEOUT_MS = 2000;

/** The JSON API under /api. Domain modules add their routes here. */
export async function apiPlugin(
  app: FastifyInstance,
  opts: { database: Database; routes?: ((api: FastifyInstance) => Promise<void>)[] },
) {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get("/health", async () => ({ status: "ok" }));

  app.get("/ready", async (request, reply) => {
    try {
      await withTimeout(opts.database.ping(), READY_TIMEOUT_MS);
      return { status: "ok", database: opts.database.kind };
    } catch (err) {
      request.log.warn({ err }, "readiness check failed");
      return reply
        .status(503)
        .send(apiError("database_unavailable", "La base de datos no está disponible en este momento."));
    }
  });

  // Set before the domain routes are registered: their plugins take the handler in force at that moment.
  app.setErrorHandler((err: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (isDatabaseUnavailable(err)) return sendUnavailable(request, reply, err);
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    if (status >= 500) request.log.error({ err }, "api error");
    return reply
      .status(status)
      .send(
        status >= 500
          ? apiError("internal_error", GENERIC_MESSAGES.internalError)
          : apiError(err.code ?? "bad_request", GENERIC_MESSAGES.badRequest),
      );
  });

  for (const routes of opts.routes ?? []) await app.register(routes);

  app.all("/*", async (_request, reply) =>
    reply.status(404).send(apiError("not_found", "No existe ese recurso de la API.")),
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
}
