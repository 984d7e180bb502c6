/**
 * The browser SDK over the shop's own sandbox: the same REST calls MercadoPago.js makes, sent with fetch to
 * the shop's origin (/sandbox/mercadopago/v1/…), with the public key in the query as Mercado Pago does.
 */
import type {
  CardIssuer,
  CardPaymentMethod,
  CardToken,
  CardTokenData,
  IdentificationType,
  InstallmentOffer,
  PaymentSdk,
} from "./payment-sdk.ts";
import type { PaymentSdkOperation } from "./payment-sdk-error.ts";
import {
  toCardToken,
  toIdentificationType,
  toInstallmentOffer,
  toIssuer,
  toPaymentMethod,
  toPesosString,
  toSdkError,
} from "./payment-sdk-mapping.ts";

/** Where the shop mounts its sandbox (server/payments/sandbox/plugin.ts SANDBOX_PREFIX). */
export const SANDBOX_BASE_URL = "/sandbox/mercadopago";

export interface SandboxSdkOptions {
  publicKey: string;
  /** Default: the shop's own origin, /sandbox/mercadopago. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

export class SandboxPaymentSdk implements PaymentSdk {
  readonly provider = "sandbox" as const;
  private readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: SandboxSdkOptions) {
    this.baseUrl = (options.baseUrl ?? SANDBOX_BASE_URL).replace(/\/$/, "");
    this.fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  }

  private async call(
    operation: PaymentSdkOperation,
    path: string,
    query: Record<string, string | undefined>,
    body?: unknown,
  ): Promise<unknown> {
    const params = new URLSearchParams({ public_key: this.options.publicKey });
    for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
    let res: Response;
    try {
      res = await this.fetchImpl(`${this.baseUrl}/v1/${path}?${params}`, {
        method: body === undefined ? "GET" : "POST",
        headers: body === undefined ? { accept: "application/json" } : { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: "omit",
      });
    } catch (err) {
      throw toSdkError(operation, err);
    }
    const payload: unknown = await res.json().catch(() => ({}));
    if (!res.ok) throw toSdkError(operation, payload);
    return payload;
  }

  async getIdentificationTypes(): Promise<IdentificationType[]> {
    const types = await this.call("identificationTypes", "identification_types", {});
    return (Array.isArray(types) ? types : []).map(toIdentificationType);
  }

  async getPaymentMethod(bin: string): Promise<CardPaymentMethod | null> {
    const found = (await this.call("paymentMethod", "payment_methods/search", {
      bins: bin,
      marketplace: "NONE",
      status: "active",
    })) as { results?: unknown[] };
    const first = found.results?.[0];
    return first ? toPaymentMethod(first) : null;
  }

  async getIssuers(input: { paymentMethodId: string; bin: string }): Promise<CardIssuer[]> {
    const issuers = await this.call("issuers", "payment_methods/card_issuers", {
      payment_method_id: input.paymentMethodId,
      bin: input.bin,
    });
    return (Array.isArray(issuers) ? issuers : []).map(toIssuer);
  }

  async getInstallments(input: {
    amount: number;
    bin: string;
    paymentTypeId?: string;
  }): Promise<InstallmentOffer | null> {
    const offers = await this.call("installments", "payment_methods/installments", {
      amount: toPesosString(input.amount),
      bin: input.bin,
      payment_type_id: input.paymentTypeId,
    });
    return toInstallmentOffer(offers);
  }

  async createCardToken(data: CardTokenData): Promise<CardToken> {
    const token = await this.call(
      "cardToken",
      "card_tokens",
      {},
      {
        card_number: data.cardNumber.replace(/[\s-]/g, ""),
        security_code: data.securityCode,
        expiration_month: data.cardExpirationMonth,
        expiration_year: data.cardExpirationYear,
        cardholder: {
          name: data.cardholderName,
          identification: { type: data.identificationType, number: data.identificationNumber },
        },
      },
    );
    return toCardToken(token);
  }
}
