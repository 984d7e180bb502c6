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

/** What a database error carries of the row it was given: the query's values and PostgreSQL's `detail`. */
const VALUE_FIELDS = new Set(["params", "detail", "parameters"]);
/** Drizzle writes a failed query's values into its message (and so into the stack): `…\nparams: a,b`. */
const PARAMS_IN_TEXT = /\nparams: [\s\S]*?(?=\n {4}at |$)/;

/**
 * An error as it may be logged: its type, message, stack, code and other fields, and its causes, without
 * the values a query was run with; the statement and PostgreSQL's error code stay.
 */
export function loggableError(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error) || depth > 5) return err;
  const out: Record<string, unknown> = { type: err.constructor.name };
  for (const [key, value] of Object.entries(err)) {
    if (!VALUE_FIELDS.has(key) && key !== "cause") out[key] = value;
  }
  out.message = err.message.replace(PARAMS_IN_TEXT, "");
  if (err.stack) out.stack = err.stack.replace(PARAMS_IN_TEXT, "");
  if (err.cause !== undefined) out.cause = loggableError(err.cause, depth + 1);
  if (err instanceof AggregateError) out.errors = err.errors.map((e) => loggableError(e, depth + 1));
  return out;
}

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
      err: (err: Error) => loggableError(err) as { type: string; message: string; stack: string },
    },
    redact: {
      paths: [...HEADER_PATHS, ...SECRET_FIELDS, ...SECRET_FIELDS.map((field) => `*.${field}`)],
      censor: REDACTED,
    },
  };
}
