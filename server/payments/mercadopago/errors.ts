/** The official SDK's errors (v3 typed errors; v2 threw the raw JSON body) as PaymentProviderError. */
import { MPConnectionError, MPRateLimitError, MercadoPagoError } from "mercadopago";
import {
  PaymentProviderError,
  errorKindForStatus,
  type ProviderErrorCause,
} from "#server/payments/provider.ts";

function causesOf(value: unknown): ProviderErrorCause[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((c): c is { code?: unknown; description?: unknown } => !!c && typeof c === "object")
    .map((c) => ({ code: String(c.code ?? ""), description: String(c.description ?? "") }));
}

export function toProviderError(err: unknown): PaymentProviderError {
  if (err instanceof PaymentProviderError) return err;
  if (err instanceof MPConnectionError) {
    return new PaymentProviderError("connection", `Mercado Pago no respondió: ${err.message}`, {
      cause: err,
    });
  }
  if (err instanceof MercadoPagoError) {
    return new PaymentProviderError(errorKindForStatus(err.status), err.message, {
      status: err.status,
      causes: causesOf(err.causes),
      retryAfter: err instanceof MPRateLimitError ? err.retryAfter : null,
      cause: err,
    });
  }
  // An SDK that throws the response body itself.
  if (err && typeof err === "object" && "status" in err && typeof err.status === "number") {
    const body = err as { status: number; message?: unknown; cause?: unknown };
    return new PaymentProviderError(
      errorKindForStatus(body.status),
      String(body.message ?? "Mercado Pago error"),
      {
        status: body.status,
        causes: causesOf(body.cause),
      },
    );
  }
  return new PaymentProviderError("connection", err instanceof Error ? err.message : String(err), {
    cause: err,
  });
}
