/** Loaders that turn their failures into redirects let a database outage through: it is answered 503. */
export { isDatabaseUnavailable } from "#server/http/unavailable.ts";
