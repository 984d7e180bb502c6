import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";

export interface ReactRouterOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  publicUrl: string;
  getLoadContext: (request: FastifyRequest, reply: FastifyReply) => AppLoadContext;
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

  app.all("/*", async (request, reply) => {
    const response = await handle(toWebRequest(request, reply, origin), opts.getLoadContext(request, reply));
    return sendWebResponse(reply, response);
  });
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
