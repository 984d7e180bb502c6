/**
 * Storing a checkout attempt before the provider is called: everything recomputed from the server cart, the
 * plan checked against the rules, one use of each applied code held, the lines copied.
 */
import type { BillingAddress } from "#server/db/schema/index.ts";
import { randomUUID } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import { formatAddress } from "#domain/stores/address.ts";
import { storeAddress } from "#server/modules/stores/address.ts";
import { documentNeedsUpdate } from "#domain/accounts/document.ts";
import { checkoutReadiness } from "#domain/cart/readiness.ts";
import { codesBase } from "#domain/cart/summary.ts";
import { productField } from "#domain/catalog/views.ts";
import { acceptsCard, cardNotAcceptedMessage } from "#domain/payments/card-brands.ts";
import {
  installmentOption,
  offeredPlans,
  ratesApply,
  type InstallmentSettings,
} from "#domain/installments/rules.ts";
import { DEBIT_PAYMENT_METHODS } from "#domain/payments/payment-methods.ts";
import type { PaymentRequest } from "#domain/payments/payment-request.ts";
import { formatMoney } from "#domain/money.ts";
import { effectivePrice } from "#domain/pricing.ts";
import type { Db, Tx } from "#server/db/client.ts";
import {
  accounts,
  carts,
  franchises,
  paymentItems,
  payments,
  provinces,
  shopSettings,
  stores,
} from "#server/db/schema/index.ts";
import type { PaymentsProviderName } from "#server/payments/provider.ts";
import type { CartService } from "#server/modules/cart/service.ts";
import type { CouponService } from "#server/modules/coupons/service.ts";
import { CHECKOUT_MESSAGES, CheckoutRefusal } from "./errors.ts";
import type { CheckoutRefusalCode } from "#domain/payments/views.ts";
import { newPaymentCode } from "./payment-code.ts";
import type { PaymentRow } from "./payment-reads.ts";

export interface OpenAttemptDeps {
  db: Db;
  cart: CartService;
  coupons: CouponService;
  providerName: PaymentsProviderName;
  now: () => Date;
}

/** Another attempt of the same account still waiting for the provider blocks a new one for this long. */
const IN_FLIGHT_WINDOW_MS = 10 * 60_000;

/** The attempt's key was stored by a concurrent transaction. */
export class SameAttempt extends Error {}

/**
 * Stores the attempt in one transaction. A concurrent attempt with the same key waits on the cart row and
 * then finds this one. Throws CheckoutRefusal (or CouponError) when the attempt cannot be paid, SameAttempt
 * when a concurrent submission stored the key first.
 */
export async function openAttempt(
  deps: OpenAttemptDeps,
  accountId: string,
  request: PaymentRequest,
  billing: BillingAddress | null = null,
): Promise<PaymentRow> {
  return deps.db.transaction(async (tx) => {
    await tx
      .select({ accountId: carts.accountId })
      .from(carts)
      .where(eq(carts.accountId, accountId))
      .for("update");
    const [same] = await tx.select().from(payments).where(eq(payments.idempotencyKey, request.attempt_key));
    if (same) return same;

    const now = deps.now();
    const [inFlight] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.accountId, accountId),
          eq(payments.status, "pending"),
          gt(payments.createdAt, new Date(now.getTime() - IN_FLIGHT_WINDOW_MS)),
        ),
      )
      .limit(1);
    if (inFlight) throw refusal("payment_in_progress", CHECKOUT_MESSAGES.paymentInProgress);

    const view = await deps.cart.view(accountId, tx);
    const readiness = checkoutReadiness(view);
    if (!readiness.ready) throw refusal(readiness.code, readiness.message);
    const store = await payableStore(tx, readiness.store.id);

    const [account] = await tx
      .select({ identifire: accounts.identifire })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    if (!account || documentNeedsUpdate(account.identifire)) {
      throw refusal("document_update_required", CHECKOUT_MESSAGES.documentUpdateRequired);
    }

    const [settings] = await tx.select().from(shopSettings).where(eq(shopSettings.id, 1));
    if (!settings?.mercadopagoEnabled) throw refusal("payments_disabled", CHECKOUT_MESSAGES.paymentsDisabled);
    if (!acceptsCard(settings.cardBrands, request.payment_method_id)) {
      throw refusal(
        "card_not_accepted",
        cardNotAcceptedMessage(request.payment_method_id, settings.cardBrands),
      );
    }
    const rules: InstallmentSettings = {
      maxInstallments: settings.maxInstallments,
      interestRatesEnabled: settings.interestRatesEnabled,
      installmentPlans: settings.installmentPlans,
    };
    const products = view.lines.map((l) => ({ fields: l.product.fields }));
    const card = {
      paymentMethodId: request.payment_method_id,
      paymentTypeId: DEBIT_PAYMENT_METHODS.has(request.payment_method_id) ? "debit_card" : "credit_card",
    };
    const plan = offeredPlans(rules, products, card).find((p) => p.installments === request.installments);
    if (!plan) throw refusal("installments_not_allowed", CHECKOUT_MESSAGES.installmentsNotAllowed);

    const id = randomUUID();
    // The amounts are the order summary's, so the customer is charged the discount the page showed.
    const { subtotal, discount, total, promotions } = view.summary;
    await deps.coupons.hold(tx, {
      accountId,
      couponIds: view.coupons.map((c) => c.id),
      paymentRef: id,
      subtotal: codesBase(view.summary),
    });
    if (total <= 0) throw refusal("nothing_to_pay", CHECKOUT_MESSAGES.nothingToPay);
    const option = installmentOption(total, plan, ratesApply(rules, products));
    // A price or the cart changed after the customer saw the total: charge nothing, show the new one.
    if (request.transaction_amount !== option.totalAmount) {
      throw refusal("total_changed", CHECKOUT_MESSAGES.totalChanged(formatMoney(option.totalAmount)));
    }

    const values: typeof payments.$inferInsert = {
      id,
      accountId,
      paymentCode: newPaymentCode(),
      idempotencyKey: request.attempt_key,
      status: "pending",
      provider: deps.providerName,
      subtotal,
      discount,
      promotions,
      total,
      installments: option.installments,
      interestPercentage: option.percentage,
      totalFinanced: option.totalAmount,
      installmentAmount: option.installmentAmount,
      tea: option.tea,
      cft: option.cft,
      paymentMethodId: request.payment_method_id,
      issuerId: request.issuer ?? null,
      storeId: store.id,
      billingAddress: billing,
      storeName: store.name,
      storeAddress: store.address,
      storePhone: store.phone,
      fiservId: store.fiservId,
      payerEmail: request.email.toLowerCase(),
      payerMobilePhone: request.mobile_phone,
      payerIdentificationType: request.identification_type,
      payerIdentificationNumber: request.identification_number,
      createdAt: now,
      updatedAt: now,
    };
    const row = await insertAttempt(tx, values);
    await tx.insert(paymentItems).values(
      view.lines.map((l, position) => ({
        paymentId: id,
        productId: l.product.id,
        title: l.product.title,
        sessions: productField(l.product.fields, "sessions") ?? null,
        unitPrice: effectivePrice(l.product),
        quantity: l.quantity,
        position,
        createdAt: now,
      })),
    );
    return row;
  });
}

/** Inserts the attempt with a fresh payment code, drawing again in the rare case the code is taken. */
async function insertAttempt(tx: Tx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  for (let draw = 0; draw < 5; draw++) {
    const [row] = await tx
      .insert(payments)
      .values({ ...values, paymentCode: draw === 0 ? values.paymentCode : newPaymentCode() })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    const [same] = await tx.select().from(payments).where(eq(payments.idempotencyKey, values.idempotencyKey));
    // Stored meanwhile by a concurrent submission: roll this one back and answer with that one.
    if (same) throw new SameAttempt();
  }
  throw new Error("could not draw a free payment code");
}

async function payableStore(tx: Tx, storeId: string) {
  const [store] = await tx
    .select({ store: stores, province: provinces.name, fiservId: franchises.fiservId })
    .from(stores)
    .innerJoin(franchises, eq(franchises.id, stores.franchiseId))
    .innerJoin(provinces, eq(provinces.id, stores.provinceId))
    .where(and(eq(stores.id, storeId), eq(stores.enabled, true)));
  if (!store?.fiservId) throw refusal("store_unavailable", CHECKOUT_MESSAGES.storeUnavailable);
  const s = store.store;
  return {
    id: s.id,
    name: s.name,
    phone: s.phone,
    fiservId: store.fiservId,
    address: formatAddress(storeAddress(s, store.province)),
  };
}

function refusal(code: CheckoutRefusalCode, message: string): CheckoutRefusal {
  return new CheckoutRefusal(code, message);
}
