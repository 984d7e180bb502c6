/** Mercado Pago's error answers, as the sandbox sends them. */
import type { MpErrorBody } from "#server/payments/mercadopago-rest.ts";

export type Cause = MpErrorBody["cause"][number];

/** A refusal the sandbox answers with an HTTP status and Mercado Pago's error body. */
export class SandboxError extends Error {
  readonly status: number;
  readonly body: MpErrorBody;

  constructor(status: number, error: string, message: string, cause: Cause[] = []) {
    super(message);
    this.name = "SandboxError";
    this.status = status;
    this.body = { message, error, status, cause };
  }
}

export const badRequest = (message: string, cause: Cause[] = []) =>
  new SandboxError(400, "bad_request", message, cause);

export const unauthorized = (message: string) =>
  new SandboxError(401, "unauthorized", message, [{ code: 401, description: message }]);

export const notFound = (message: string, cause: Cause[] = []) =>
  new SandboxError(404, "not_found", message, cause);

/** 2006: the token is unknown, used or expired (all three look alike, as on Mercado Pago). */
export const cardTokenNotFound = () =>
  badRequest("Card Token not found", [{ code: 2006, description: "Card Token not found" }]);

/** 801: the same card paid the same amount for the same payer less than a minute ago. */
export const alreadyPosted = () =>
  badRequest("Already posted the same request in the last minute", [
    { code: 801, description: "Already posted the same request in the last minute" },
  ]);
