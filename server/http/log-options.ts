import type { FastifyRequest, FastifyServerOptions } from "fastify";

const REDACTED = "[redacted]";

/** Mailed links carry their one-time token in the path (SPEC.md §2: /account-verify/:token, /account-password/:token). */
const TOKEN_IN_PATH = /(\/account-(?:verify|password)\/)[^/?#\s"]+/g;
const SECRET_QUERY_PARAM = /([?&](?:token|access_token|password)=)[^&#]*/gi;

const HEADER_PATHS = [
  "headers.authorization",
  "headers.cookie",
  'headers["set-cookie"]',
  'headers["x-signature"]',
];
/** Form and payment fields that are secret wherever they appear in a logged object (top level or one down). */
const SECRET_FIELDS = [
  "password",
  "password_confirm",
  "old_password",
  "new_password",
  "token",
  "card_number",
  "security_code",
];

/** An address (a path or an absolute URL) as it may be logged: one-time tokens in it are masked. */
export function loggableUrl(url: string): string {
  return url.replace(TOKEN_IN_PATH, `$1${REDACTED}`).replace(SECRET_QUERY_PARAM, `$1${REDACTED}`);
}

/**
 * Fastify's own request serializer (method, url, host, client address) with the url made loggable, as is
 * any `url` logged alongside an error; should headers or a form's fields ever be logged, their credentials
 * are censored.
 */
export function appLoggerOptions(level: string): FastifyServerOptions["logger"] {
  return {
    level,
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggableUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      url: (url: unknown) => (typeof url === "string" ? loggableUrl(url) : url),
    },
    redact: {
      paths: [...HEADER_PATHS, ...SECRET_FIELDS, ...SECRET_FIELDS.map((field) => `*.${field}`)],
      censor: REDACTED,
    },
  };
}
