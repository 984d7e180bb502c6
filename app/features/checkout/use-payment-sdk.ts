import { useEffect, useMemo } from "react";
import { createPaymentSdk, type PaymentSdk, type PaymentsProvider } from "./payment-sdk.ts";

export interface PaymentSdkConfig {
  provider: PaymentsProvider;
  publicKey: string;
}

/** Pages whose own Content-Security-Policy lets MercadoPago.js in (server/http/security.ts). */
const CHECKOUT_DOCUMENT = /^\/shop\/checkout(\/|$)/;

/** The nonce the document's own scripts carry (browsers hide it from attributes, not from the property). */
function documentNonce(): string | undefined {
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;
}

/**
 * The browser payment SDK the server configured, made once per page; null while rendering on the server or
 * when card payments are off. With MercadoPago.js the page must have been loaded as a checkout document:
 * a page reached by a client-side navigation still runs under the Content-Security-Policy of the page it
 * came from, which does not allow Mercado Pago's hosts, so it is loaded again.
 */
export function usePaymentSdk(config: PaymentSdkConfig | null, hydrated: boolean): PaymentSdk | null {
  const provider = config?.provider;
  const publicKey = config?.publicKey;
  const sdk = useMemo(() => {
    if (!provider || !publicKey || !hydrated) return null;
    return provider === "mercadopago"
      ? createPaymentSdk({ provider, publicKey, nonce: documentNonce() })
      : createPaymentSdk({ provider, publicKey });
  }, [provider, publicKey, hydrated]);

  useEffect(() => {
    if (provider !== "mercadopago") return;
    const [loaded] = performance.getEntriesByType("navigation");
    if (loaded && !CHECKOUT_DOCUMENT.test(new URL(loaded.name).pathname)) window.location.reload();
  }, [provider]);

  return sdk;
}
