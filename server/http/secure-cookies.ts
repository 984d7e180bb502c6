import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Every cookie the shop sets is `Secure` when the visitor reached it over HTTPS: directly, through a trusted
 * proxy that says so (X-Forwarded-Proto, which Fastify reads only from TRUST_PROXY addresses), or whenever
 * the shop's public address is https. A cookie that already says so is left as it is.
 */
export const secureCookies = fp(async (app: FastifyInstance, opts: { publicUrl: string }) => {
  const httpsSite = opts.publicUrl.startsWith("https://");
  app.addHook("onSend", async (request, reply) => {
    if (!httpsSite && request.protocol !== "https") return;
    const cookies = reply.getHeader("set-cookie");
    if (cookies === undefined) return;
    const list = (Array.isArray(cookies) ? cookies : [cookies]).map(String);
    // Setting the header adds to the cookies already there: they are taken away first.
    reply.removeHeader("set-cookie");
    reply.header(
      "set-cookie",
      list.map((cookie) => (/;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`)),
    );
  });
});
