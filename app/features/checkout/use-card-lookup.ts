import { useEffect, useState } from "react";
import {
  chargeAmounts,
  installmentOffers,
  type InstallmentOffer,
  type ProviderCost,
} from "#domain/installments/offers.ts";
import { acceptsCard, cardNotAcceptedMessage } from "#domain/payments/card-brands.ts";
import { installmentsErrorMessage } from "#domain/payments/errors.ts";
import type { CardKind, InstallmentOption } from "#domain/installments/rules.ts";
import type { CardIssuer, CardPaymentMethod, PaymentSdk } from "./payment-sdk.ts";

export type CardLookup =
  | { status: "idle" }
  | { status: "loading"; bin: string }
  /** The provider does not know the BIN. */
  | { status: "unknown"; bin: string }
  /** A look-up failed: 'Atención, hubo un error y no podremos procesar el pago.' (SPEC.md §8). */
  | { status: "error"; bin: string }
  /**
   * The card cannot pay this cart: the shop does not accept its brand, or the instalment screen has no plan
   * for it (SPEC.md §8: suffix 1, the shop's rules offer none; suffix 2, the provider offers none of them).
   */
  | { status: "unavailable"; bin: string; method: CardPaymentMethod; message: string }
  | {
      status: "ready";
      bin: string;
      method: CardPaymentMethod;
      issuers: CardIssuer[];
      offers: InstallmentOffer[];
    };

/**
 * What the provider says about the card whose first 6 digits are `bin` (SPEC.md §7): its payment method
 * (brand, thumbnail), whether the shop accepts it (`cardBrands`), its issuers and, for the shop's plans for that
 * card, the payer costs. A newer BIN makes
 * the answers for an older one void, and so do new shop options (the cart's total changed).
 */
export function useCardLookup(
  sdk: PaymentSdk | null,
  bin: string | null,
  shopOptions: (card: CardKind) => InstallmentOption[],
  cardBrands: readonly string[],
): CardLookup {
  const [answer, setAnswer] = useState<{
    sdk: PaymentSdk;
    options: typeof shopOptions;
    lookup: CardLookup;
  } | null>(null);

  useEffect(() => {
    if (!sdk || !bin) return;
    let current = true;
    (async (): Promise<CardLookup> => {
      const method = await sdk.getPaymentMethod(bin);
      if (!method) return { status: "unknown", bin };
      const unavailable = (message: string): CardLookup => ({ status: "unavailable", bin, method, message });
      if (!acceptsCard(cardBrands, method.id))
        return unavailable(cardNotAcceptedMessage(method.id, cardBrands));
      const options = shopOptions({ paymentMethodId: method.id, paymentTypeId: method.paymentTypeId });
      if (options.length === 0) return unavailable(installmentsErrorMessage(1));
      const amounts = chargeAmounts(options);
      const [issuers, answers] = await Promise.all([
        sdk.getIssuers({ paymentMethodId: method.id, bin }),
        Promise.all(
          amounts.map((amount) => sdk.getInstallments({ amount, bin, paymentTypeId: method.paymentTypeId })),
        ),
      ]);
      const costs = new Map<number, ProviderCost[]>(
        amounts.map((amount, i) => [amount, answers[i]?.payerCosts ?? []]),
      );
      const offers = installmentOffers(options, costs);
      if (offers.length === 0) return unavailable(installmentsErrorMessage(2));
      return { status: "ready", bin, method, issuers, offers };
    })().then(
      (lookup) => {
        if (current) setAnswer({ sdk, options: shopOptions, lookup });
      },
      () => {
        if (current) setAnswer({ sdk, options: shopOptions, lookup: { status: "error", bin } });
      },
    );
    return () => {
      current = false;
    };
    // shopOptions changes only with the cart's total (a new total after a refused confirmation).
  }, [sdk, bin, shopOptions, cardBrands]);

  if (!sdk || !bin) return { status: "idle" };
  const current =
    answer?.sdk === sdk &&
    answer.options === shopOptions &&
    "bin" in answer.lookup &&
    answer.lookup.bin === bin;
  if (current) return answer.lookup;
  return { status: "loading", bin };
}
