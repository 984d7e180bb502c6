/**
 * The browser SDK over MercadoPago.js v2. The script is added to the page only on the first call (the
 * checkout layout loads it only when the card method is enabled), then `new MercadoPago(publicKey)` is made
 * once and reused. The page's Content-Security-Policy must allow https://sdk.mercadopago.com and Mercado
 * Pago's API for this implementation to work; pass the page's nonce.
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

export const MERCADOPAGO_JS_URL = "https://sdk.mercadopago.com/js/v2";

/** The part of MercadoPago.js v2 the checkout calls (its documented core methods). */
export interface MercadoPagoJs {
  getIdentificationTypes(): Promise<unknown>;
  getPaymentMethods(input: { bin: string }): Promise<unknown>;
  getIssuers(input: { paymentMethodId: string; bin: string }): Promise<unknown>;
  getInstallments(input: { amount: string; bin: string; paymentTypeId?: string }): Promise<unknown>;
  createCardToken(input: CardTokenData): Promise<unknown>;
}

export type MercadoPagoConstructor = new (publicKey: string, options?: { locale?: string }) => MercadoPagoJs;

export interface MercadoPagoJsOptions {
  publicKey: string;
  locale?: string;
  /** The page's CSP nonce, put on the script element. */
  nonce?: string;
  /** Loads the script and gives its constructor (tests replace it; the default adds a <script>). */
  loadScript?: (src: string, nonce?: string) => Promise<MercadoPagoConstructor>;
}

let loading: Promise<MercadoPagoConstructor> | null = null;

/** Adds MercadoPago.js to the page once and resolves with `window.MercadoPago`. */
export function loadMercadoPagoScript(src: string, nonce?: string): Promise<MercadoPagoConstructor> {
  const existing = (window as unknown as { MercadoPago?: MercadoPagoConstructor }).MercadoPago;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<MercadoPagoConstructor>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    if (nonce) script.nonce = nonce;
    script.onload = () => {
      const loaded = (window as unknown as { MercadoPago?: MercadoPagoConstructor }).MercadoPago;
      if (loaded) resolve(loaded);
      else reject(new Error("MercadoPago.js loaded without defining window.MercadoPago"));
    };
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error("MercadoPago.js could not be loaded"));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export class MercadoPagoJsSdk implements PaymentSdk {
  readonly provider = "mercadopago" as const;
  private instance: Promise<MercadoPagoJs> | null = null;

  constructor(private readonly options: MercadoPagoJsOptions) {}

  private mp(): Promise<MercadoPagoJs> {
    this.instance ??= (this.options.loadScript ?? loadMercadoPagoScript)(
      MERCADOPAGO_JS_URL,
      this.options.nonce,
    ).then(
      (MercadoPago) => new MercadoPago(this.options.publicKey, { locale: this.options.locale ?? "es-AR" }),
    );
    // A failed load may be retried on the next call.
    this.instance.catch(() => {
      this.instance = null;
    });
    return this.instance;
  }

  private async call<T>(operation: PaymentSdkOperation, run: (mp: MercadoPagoJs) => Promise<T>): Promise<T> {
    try {
      return await run(await this.mp());
    } catch (err) {
      throw toSdkError(operation, err);
    }
  }

  getIdentificationTypes(): Promise<IdentificationType[]> {
    return this.call("identificationTypes", async (mp) => {
      const types = await mp.getIdentificationTypes();
      return (Array.isArray(types) ? types : []).map(toIdentificationType);
    });
  }

  getPaymentMethod(bin: string): Promise<CardPaymentMethod | null> {
    return this.call("paymentMethod", async (mp) => {
      const found = (await mp.getPaymentMethods({ bin })) as { results?: unknown[] };
      const first = found?.results?.[0];
      return first ? toPaymentMethod(first) : null;
    });
  }

  getIssuers(input: { paymentMethodId: string; bin: string }): Promise<CardIssuer[]> {
    return this.call("issuers", async (mp) => {
      const issuers = await mp.getIssuers(input);
      return (Array.isArray(issuers) ? issuers : []).map(toIssuer);
    });
  }

  getInstallments(input: {
    amount: number;
    bin: string;
    paymentTypeId?: string;
  }): Promise<InstallmentOffer | null> {
    return this.call("installments", async (mp) =>
      toInstallmentOffer(
        await mp.getInstallments({
          amount: toPesosString(input.amount),
          bin: input.bin,
          ...(input.paymentTypeId ? { paymentTypeId: input.paymentTypeId } : {}),
        }),
      ),
    );
  }

  createCardToken(data: CardTokenData): Promise<CardToken> {
    return this.call("cardToken", async (mp) =>
      toCardToken(await mp.createCardToken({ ...data, cardNumber: data.cardNumber.replace(/[\s-]/g, "") })),
    );
  }
}
