import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { lowPriorityPreloads } from "#server/http/low-priority-preloads.ts";
import { isDatabaseUnavailable, unavailablePageResponse } from "#server/http/unavailable.ts";

const RENDER_TIMEOUT_MS = 5_000;

/** Renders the whole document once every loader has settled; inline scripts carry the response's CSP nonce. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (databaseUnavailable.has(loadContext)) return unavailablePageResponse();
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext;
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // The page is sent whole (onAllReady), so no Suspense boundary is worth sending apart: React would
        // send a large one hidden, to be shown by a script that a browser without JavaScript never runs.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timer);
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(lowPriorityPreloads()).pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          loadContext.log.error({ err: error }, "render failed");
        },
      },
    );
    const timer = setTimeout(abort, RENDER_TIMEOUT_MS);
  });
}

/** A `.data` request whose loaders found the database unreachable gets the same 503 as the page would. */
export const handleDataRequest: HandleDataRequestFunction = (response, { context }) =>
  databaseUnavailable.has(context) ? unavailablePageResponse() : response;

/** The load contexts of the requests whose loaders or actions found the database unreachable. */
const databaseUnavailable = new WeakSet<Readonly<RouterContextProvider>>();

/**
 * Unexpected loader, action and render errors go to the request's log; a page not found is no error. A
 * database that cannot be reached is no bug either: the page becomes the 503 one.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status === 404) return;
  if (isDatabaseUnavailable(error)) {
    databaseUnavailable.add(context);
    context.log.warn({ err: error, url: request.url }, "database unavailable: answered 503");
    return;
  }
  context.log.error({ err: error, url: request.url }, "request failed");
};
