import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { MEDIA_MESSAGES } from "#domain/media/messages.ts";
import { can } from "#domain/staff/permissions.ts";
import { STAFF_MESSAGES } from "#domain/staff/messages.ts";
import { adminPageOf, ADMIN_LOGIN_PATH } from "#domain/staff/pages.ts";
import { UPLOAD_PATH } from "./form-body.ts";
import { closeAfterAnswer } from "./lingering-close.ts";
import { sendPlainPage } from "./plain-page.ts";
import { ADMIN_PATH } from "./staff-session.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Image uploads whose bodies are being read now (for /metrics). */
    uploadsInProgress(): number;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** The back office's doors, open to visitors without a session: the login, a set-password link, signing out. */
const OPEN_PATH = /^\/admin\/(?:login|salir|clave\/[^/]+)$/;
/** Uploads read at the same time: each may hold 10 MB in memory while its image is checked. */
export const UPLOADS_AT_ONCE = 2;
const UPLOAD_RETRY_SECONDS = 5;

/**
 * The back office's door for everything that changes something: who is asking, with which permission, is known
 * from the headers alone, so a request from nobody (or from a role the page is not for) is answered before a
 * byte of its body is read, and the rest is never read. Large bodies are read only for staff who may upload,
 * a few at a time. The routes still check their finer permissions; this is the first door, not the only one.
 */
export const adminGuard = fp(async (app: FastifyInstance) => {
  let uploading = 0;
  app.decorate("uploadsInProgress", () => uploading);
  app.addHook("onRequest", async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !ADMIN_PATH.test(request.url)) return;
    const page = pagePath(request.url);
    if (OPEN_PATH.test(page)) return;
    const staff =
      request.staffSession && !request.staffSession.pendingSecondFactor ? request.staffSession.staff : null;
    if (!staff) return refuse(request, reply, () => toLogin(request, reply, page));
    const permission = adminPageOf(page)?.permission ?? null;
    if (permission && !can(staff.role, permission)) {
      return refuse(request, reply, () =>
        sendPlainPage(reply, 403, STAFF_MESSAGES.forbiddenTitle, STAFF_MESSAGES.forbidden),
      );
    }
    if (page !== UPLOAD_PATH) return;
    if (uploading >= UPLOADS_AT_ONCE) {
      reply.header("retry-after", String(UPLOAD_RETRY_SECONDS));
      return refuse(request, reply, () =>
        sendPlainPage(reply, 503, MEDIA_MESSAGES.busyTitle, MEDIA_MESSAGES.busy),
      );
    }
    uploading += 1;
    reply.raw.once("close", () => (uploading -= 1));
  });
});

/** The page a request is for: its path without the query, the data request's suffix or a trailing slash. */
export function pagePath(url: string): string {
  const path = url
    .split("?")[0]!
    .replace(/\/_\.data$/, "")
    .replace(/\.data$/, "");
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** Answers without reading the body, and closes the connection so that the rest of it is never read either. */
function refuse(request: FastifyRequest, reply: FastifyReply, answer: () => FastifyReply) {
  const hasBody =
    request.headers["transfer-encoding"] !== undefined || Number(request.headers["content-length"] ?? 0) > 0;
  if (hasBody) {
    reply.header("connection", "close");
    closeAfterAnswer(request.raw.socket);
  }
  return answer();
}

/**
 * A visitor without a session goes to the login, and back to the page afterwards; a hydrated page's data
 * request is told the same in the way React Router's client follows (a 204 naming the address).
 */
function toLogin(request: FastifyRequest, reply: FastifyReply, page: string) {
  const login = `${ADMIN_LOGIN_PATH}?next=${encodeURIComponent(page)}`;
  if (request.url.split("?")[0]!.endsWith(".data")) {
    return reply.status(204).header("x-remix-redirect", login).header("x-remix-status", "303").send();
  }
  return reply.status(303).header("location", login).send();
}
