import { data } from "react-router";

/** A refused cart or checkout change as action data, with the status and message of the service's error. */
export function cartErrorResponse(err: unknown) {
  if (err instanceof Error && "code" in err && typeof err.code === "string") {
    return data({ ok: false as const, code: err.code, message: err.message }, { status: 422 });
  }
  if (err instanceof Error && "reason" in err && typeof err.reason === "string") {
    return data({ ok: false as const, code: err.reason, message: err.message }, { status: 422 });
  }
  throw err;
}
