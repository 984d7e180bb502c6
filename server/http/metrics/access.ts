import { timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * Whether a request may read /metrics: one with the bearer token, or one made on this machine. A request that
 * came through a proxy (it names a forwarded client) is not local, even when the proxy itself is.
 */
export function metricsAllowed(request: FastifyRequest, token: string | null): boolean {
  const auth = request.headers.authorization ?? "";
  if (token && auth.startsWith("Bearer ")) {
    const given = Buffer.from(auth.slice("Bearer ".length));
    const expected = Buffer.from(token);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
  }
  const forwarded =
    request.headers["x-forwarded-for"] !== undefined || request.headers.forwarded !== undefined;
  return !forwarded && LOOPBACK.has(request.socket.remoteAddress ?? "");
}
