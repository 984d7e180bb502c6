import { MEDIA_MESSAGES } from "#domain/media/messages.ts";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { VisitorCart } from "#domain/personal-parts.ts";
import {
  acceptsGzip,
  isCacheableRequest,
  isStorableResponse,
  pageCacheKey,
  pageResponse,
  plainFilled,
  planPage,
  type KeptPage,
  type PageCache,
  type PageFill,
} from "./page-cache/index.ts";
import {
  FORM_BODY_MESSAGES,
  PAGE_BODY_LIMIT,
  UPLOAD_BODY_LIMIT,
  ARTICLE_UPLOAD_PATHS,
  UPLOAD_PATH,
  formFieldNames,
  isAcceptableForm,
} from "./form-body.ts";
import { closeAfterAnswer } from "./lingering-close.ts";
import type { ShopLoadContext } from "./load-context.ts";
import { sendPlainPage } from "./plain-page.ts";
import { isDatabaseUnavailable, sendUnavailable } from "./unavailable.ts";

export interface ReactRouterOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  publicUrl: string;
  getLoadContext: (request: FastifyRequest, reply: FastifyReply) => ShopLoadContext;
  /** Keeps pages rendered (docs/decisions/0019 and 0044); null renders every request. */
  pageCache?: PageCache | null;
  /** The visitor's cart, for the personal parts of a page from the cache. */
  visitorCart: (request: FastifyRequest) => Promise<VisitorCart>;
}

type Render = (request: FastifyRequest, reply: FastifyReply, shared?: boolean) => Promise<Response>;

/**
 * Serves the React Router app as the catch-all. Registered as an encapsulated plugin: inside it every body
 * is read as bytes, up to PAGE_BODY_LIMIT, and a form whose field names the form library could choke on is
 * refused before any action runs; the actions get the bytes exactly as the browser sent them.
 */
export async function reactRouterPlugin(app: FastifyInstance, opts: ReactRouterOptions) {
  const handle = createRequestHandler(opts.build, opts.mode);
  const origin = new URL(opts.publicUrl).origin;

  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: PAGE_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
  app.setErrorHandler(refuseBadBodies);
  app.addHook("preHandler", async (request, reply) => {
    if (!Buffer.isBuffer(request.body)) return;
    const names = await formFieldNames(request.body, request.headers["content-type"]);
    if (names && !isAcceptableForm(names)) {
      return sendPlainPage(reply, 400, FORM_BODY_MESSAGES.invalidTitle, FORM_BODY_MESSAGES.invalid);
    }
  });

  const render: Render = (request, reply, shared = false) =>
    handle(
      toWebRequest(request, reply, origin),
      Object.assign(new RouterContextProvider(), opts.getLoadContext(request, reply), { sharedPage: shared }),
    );
  const cache = opts.pageCache ?? null;

  // The image library's upload, and an article's new image, take a file: their own, larger limit (still
  // answered early, as above).
  for (const url of [UPLOAD_PATH, `${UPLOAD_PATH}.data`, ...ARTICLE_UPLOAD_PATHS]) {
    app.post(url, { bodyLimit: UPLOAD_BODY_LIMIT }, async (request, reply) =>
      sendWebResponse(reply, await render(request, reply)),
    );
  }

  app.all("/*", async (request, reply) => {
    if (!cache || !isCacheableRequest(request.method, request.url, request.headers.cookie)) {
      return sendWebResponse(reply, await render(request, reply));
    }
    return cachedPage(cache, request, reply, render, opts.visitorCart);
  });
}

/**
 * A body over the limit is answered at once (413) and the connection closed, so the rest is never read;
 * a body that breaks off or lies about its length is a 400. Both are plain Spanish pages.
 */
async function refuseBadBodies(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (isDatabaseUnavailable(err)) return sendUnavailable(request, reply, err);
  if (err.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
    reply.header("connection", "close");
    closeAfterAnswer(request.raw.socket);
    if (request.url.startsWith(UPLOAD_PATH))
      return sendPlainPage(reply, 413, MEDIA_MESSAGES.tooLargeTitle, MEDIA_MESSAGES.tooBig);
    return sendPlainPage(reply, 413, FORM_BODY_MESSAGES.tooLargeTitle, FORM_BODY_MESSAGES.tooLarge);
  }
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    return sendPlainPage(reply, 400, FORM_BODY_MESSAGES.invalidTitle, FORM_BODY_MESSAGES.invalid);
  }
  throw err;
}

/**
 * Answers from the cache when it can, else renders the page for the visitor's audience and keeps what may be
 * kept; either way the visitor's own parts are filled in for this response.
 */
async function cachedPage(
  cache: PageCache,
  request: FastifyRequest,
  reply: FastifyReply,
  render: Render,
  visitorCart: (request: FastifyRequest) => Promise<VisitorCart>,
) {
  let version: number;
  try {
    version = await cache.version();
  } catch (err) {
    request.log.warn({ err }, "content version unreadable: page not cached");
    return sendWebResponse(reply, await render(request, reply));
  }
  const cart = visitorCart(request);
  cart.catch(() => {});
  const key = pageCacheKey(request.account !== null, request.url);
  const hit = cache.get(key, version);
  if (hit) return sendKeptPage(request, reply, hit, { nonce: request.cspNonce, cart: await cart }, "hit");

  const response = await render(request, reply, true);
  reply.header("x-cache", "miss");
  if (!response.body || !(response.headers.get("content-type") ?? "").startsWith("text/html")) {
    return sendWebResponse(reply, response);
  }
  const storable = request.method === "GET" && isStorableResponse(response);
  const html = await response.text();
  const plan = planPage(html, request.cspNonce);
  if (!plan) {
    request.log.error({ url: request.url }, "page rendered for the cache has broken personal marks");
    return sendWebResponse(reply, await render(request, reply));
  }
  const fill: PageFill = { nonce: request.cspNonce, cart: await cart };
  const headers = [...response.headers];
  if (storable) {
    const bytes = Buffer.byteLength(html);
    const kept = cache.set(key, version, { headers, plan, bytes, nonce: request.cspNonce });
    if (kept) return sendKeptPage(request, reply, kept, fill, "miss");
  }
  sendHeaders(reply, response);
  return reply.send(plainFilled(plan, fill));
}

/**
 * A kept page with this request's holes filled. Browsers get the gzip bytes kept with it (no compression per
 * request); other clients get it plain, which the compression plugin may still encode as they ask.
 */
function sendKeptPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: KeptPage,
  fill: PageFill,
  state: "hit" | "miss",
) {
  const gzip = acceptsGzip(request.headers["accept-encoding"]);
  const { headers, body } = pageResponse(page, fill, gzip);
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
  const body = request.method !== "GET" && request.method !== "HEAD" ? request.body : undefined;
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(Buffer.isBuffer(body) ? { body: new Uint8Array(body) } : {}),
  });
}

function sendHeaders(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
}

function sendWebResponse(reply: FastifyReply, response: Response) {
  sendHeaders(reply, response);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}
