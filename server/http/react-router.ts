import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import {
  acceptsGzip,
  isCacheableRequest,
  isStorableResponse,
  pageResponse,
  type KeptPage,
  type PageCache,
} from "./page-cache/index.ts";

export interface ReactRouterOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  publicUrl: string;
  getLoadContext: (request: FastifyRequest, reply: FastifyReply) => AppLoadContext;
  /** Keeps anonymous pages rendered (docs/decisions/0019); null renders every request. */
  pageCache?: PageCache | null;
}

/**
 * Serves the React Router app as the catch-all. Registered as an encapsulated plugin: inside it every body
 * stays a raw stream, so form posts reach the route actions exactly as the browser sent them.
 */
export async function reactRouterPlugin(app: FastifyInstance, opts: ReactRouterOptions) {
  const handle = createRequestHandler(opts.build, opts.mode);
  const origin = new URL(opts.publicUrl).origin;

  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, payload, done) => done(null, payload));

  const render = (request: FastifyRequest, reply: FastifyReply) =>
    handle(toWebRequest(request, reply, origin), opts.getLoadContext(request, reply));
  const cache = opts.pageCache ?? null;

  app.all("/*", async (request, reply) => {
    if (!cache || !isCacheableRequest(request.method, request.url, request.headers.cookie)) {
      return sendWebResponse(reply, await render(request, reply));
    }
    return cachedPage(cache, request, reply, render);
  });
}

/** Answers from the cache when it can, else renders and keeps what may be kept. */
async function cachedPage(
  cache: PageCache,
  request: FastifyRequest,
  reply: FastifyReply,
  render: (request: FastifyRequest, reply: FastifyReply) => Promise<Response>,
) {
  let version: number;
  try {
    version = await cache.version();
  } catch (err) {
    request.log.warn({ err }, "content version unreadable: page not cached");
    return sendWebResponse(reply, await render(request, reply));
  }
  const hit = cache.get(request.url, version);
  if (hit) return sendKeptPage(request, reply, hit, "hit");

  const response = await render(request, reply);
  reply.header("x-cache", "miss");
  if (request.method !== "GET" || !isStorableResponse(response)) return sendWebResponse(reply, response);
  const html = await response.text();
  const headers = [...response.headers];
  const kept = cache.set(request.url, version, { headers, html, nonce: request.cspNonce });
  if (kept) return sendKeptPage(request, reply, kept, "miss");
  reply.status(200);
  for (const [name, value] of headers) reply.header(name, value);
  return reply.send(html);
}

/**
 * A kept page with this request's nonce. Browsers get the gzip bytes kept with it (no compression per
 * request); other clients get it plain, which the compression plugin may still encode as they ask.
 */
function sendKeptPage(request: FastifyRequest, reply: FastifyReply, page: KeptPage, state: "hit" | "miss") {
  const gzip = acceptsGzip(request.headers["accept-encoding"]);
  const { headers, body } = pageResponse(page, request.cspNonce, gzip);
  reply.status(200);
  for (const [name, value] of headers) reply.header(name, value);
  reply.header("x-cache", state);
  if (gzip) {
    reply.header("content-encoding", "gzip");
    reply.header("vary", "accept-encoding");
  }
  return reply.send(body);
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply, origin: string): Request {
  const controller = new AbortController();
  reply.raw.on("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const hasBody = request.method !== "GET" && request.method !== "HEAD" && request.body;
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.body as Readable) as ReadableStream, duplex: "half" } : {}),
  } as RequestInit);
}

function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}
