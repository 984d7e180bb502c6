/** POST /v1/payments: the body's required fields and formats, checked before anything is touched. */
import { badRequest, type Cause } from "./errors.ts";

export interface PaymentRequest {
  /** Centavos. */
  amount: number;
  token: string;
  installments: number;
  paymentMethodId: string;
  issuerId: string | null;
  payer: {
    email: string;
    firstName: string | null;
    lastName: string | null;
    identificationType: string | null;
    identificationNumber: string | null;
  };
  description: string | null;
  externalReference: string | null;
  statementDescriptor: string | null;
  notificationUrl: string | null;
  binaryMode: boolean;
  metadata: Record<string, unknown>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const optionalText = (value: unknown, max: number): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim().slice(0, max) : null;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** More cuotas than any card plan offers. */
const MAX_INSTALLMENTS = 72;

/** Checks the body; throws a 400 with every failing cause (Mercado Pago's codes where they are known ⚠). */
export function parsePaymentRequest(raw: unknown): PaymentRequest {
  const body = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const payer = (body.payer && typeof body.payer === "object" ? body.payer : {}) as Record<string, unknown>;
  const identification = (
    payer.identification && typeof payer.identification === "object" ? payer.identification : {}
  ) as Record<string, unknown>;
  const causes: Cause[] = [];

  const pesos = body.transaction_amount;
  const amount = typeof pesos === "number" ? Math.round(pesos * 100) : NaN;
  // At least a centavo, in centavos a bigint column holds exactly; 1e300 pesos is no amount.
  if (
    typeof pesos !== "number" ||
    !(amount >= 1) ||
    !Number.isSafeInteger(amount) ||
    Math.abs(pesos * 100 - amount) > 1e-6
  ) {
    causes.push({ code: 4037, description: "Invalid transaction_amount" });
  }
  const token = typeof body.token === "string" ? body.token.trim() : "";
  if (!token) causes.push({ code: 3003, description: "Invalid card_token_id" });
  const installments = body.installments;
  if (
    typeof installments !== "number" ||
    !Number.isInteger(installments) ||
    installments < 1 ||
    installments > MAX_INSTALLMENTS
  ) {
    causes.push({ code: 109, description: "Invalid installments" });
  }
  const paymentMethodId = typeof body.payment_method_id === "string" ? body.payment_method_id.trim() : "";
  if (!paymentMethodId) causes.push({ code: 4004, description: "payment_method_id is required" });
  const email = typeof payer.email === "string" ? payer.email.trim() : "";
  if (!EMAIL.test(email)) causes.push({ code: 4050, description: "payer.email must be a valid email" });
  const notificationUrl = optionalText(body.notification_url, 500);
  if (notificationUrl && !isHttpUrl(notificationUrl)) {
    causes.push({ code: 4020, description: "notification_url attribute must be url valid" });
  }
  if (body.binary_mode !== undefined && typeof body.binary_mode !== "boolean") {
    causes.push({ code: 4000, description: "binary_mode must be a boolean" });
  }
  const issuer = body.issuer_id;
  const issuerIsId =
    (typeof issuer === "number" && Number.isSafeInteger(issuer) && issuer >= 0) ||
    (typeof issuer === "string" && /^\d+$/.test(issuer));
  if (issuer !== undefined && issuer !== null && !issuerIsId) {
    causes.push({ code: 4000, description: "issuer_id must be a number" });
  }
  if (causes.length > 0) throw badRequest("invalid parameters", causes);

  return {
    amount,
    token,
    installments: installments as number,
    paymentMethodId,
    issuerId: issuer !== undefined && issuer !== null ? String(issuer) : null,
    payer: {
      email: email.toLowerCase(),
      firstName: optionalText(payer.first_name, 100),
      lastName: optionalText(payer.last_name, 100),
      identificationType: optionalText(identification.type, 20),
      identificationNumber: optionalText(identification.number, 30),
    },
    description: optionalText(body.description, 600),
    externalReference: optionalText(body.external_reference, 256),
    statementDescriptor: optionalText(body.statement_descriptor, 22),
    notificationUrl,
    binaryMode: body.binary_mode === true,
    metadata:
      body.metadata && typeof body.metadata === "object" && !Array.isArray(body.metadata)
        ? (body.metadata as Record<string, unknown>)
        : {},
  };
}
