import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAYMENT_ERROR_FALLBACK, paymentErrorMessage } from "#domain/payments/errors.ts";
import { effectivePrice } from "#domain/pricing.ts";
import { payments, products, shopSettings } from "#server/db/schema/index.ts";
import { renderMail } from "#server/mail/render.ts";
import type { MailTemplateData } from "#server/mail/templates/index.ts";
import { CART_MESSAGES } from "#server/modules/cart/errors.ts";
import { PAYMENT_CODE_PATTERN } from "#server/modules/payments/payment-code.ts";
import { PaymentProviderError } from "#server/payments/provider.ts";
import { ENGINES } from "../support/database.ts";
import { insertAccount, insertCoupon } from "../support/fixtures.ts";
import { mailContext } from "../support/mail-context.ts";
import { SHOP_URL, startPaymentsHarness, type PaymentsHarness } from "./payments-service-harness.ts";

describe.each(ENGINES)("checkout payments on %s", (engine) => {
  let h: PaymentsHarness;
  beforeAll(async () => {
    h = await startPaymentsHarness(engine);
  });
  afterAll(async () => {
    await h?.close();
  });

  /** Applies a 10 % code, usable once per account, to the customer's cart; returns the summary to pay. */
  async function withCoupon(accountId: string) {
    const coupon = await insertCoupon(h.db, { kind: "percentage", value: 10, maxUsesPerAccount: 1 });
    const before = await h.cart.view(accountId);
    await h.coupons.apply(accountId, coupon.code, before.summary.subtotal);
    return (await h.cart.view(accountId)).summary;
  }

  async function approved(slugs = ["axilas"]) {
    const account = await h.customer(slugs);
    const outcome = await h.service.pay(account.id, await h.request(account, await h.cardToken("APRO")));
    if (!outcome.ok) throw new Error(`payment refused: ${outcome.code}`);
    return { account, payment: outcome.payment };
  }

  it("APRO: approves, empties the cart, records the owned areas, redeems the code and queues one mail", async () => {
    const account = await h.customer(["axilas", "bozo"]);
    const summary = await withCoupon(account.id);
    expect(summary.discount).toBeGreaterThan(0);
    const attempt = await h.request(account, await h.cardToken("APRO"));

    const outcome = await h.service.pay(account.id, attempt);

    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const payment = outcome.payment;
    expect(payment).toMatchObject({
      status: "approved",
      statusDetail: "accredited",
      statusLabel: { name: "Aprobado", color: "success" },
      title: "¡Tu pago fue aprobado!",
      awaiting: false,
      subtotal: summary.subtotal,
      discount: summary.discount,
      total: summary.total,
      totalFinanced: summary.total,
      installments: 1,
      interestFree: true,
      paymentMethodName: "Visa",
      cardLastFour: "3704",
      store: { id: h.payableStore.id, name: h.payableStore.name },
    });
    expect(payment.paymentCode).toMatch(PAYMENT_CODE_PATTERN);
    expect(payment.explanation).toContain(payment.paymentCode);
    expect(payment.items.map((i) => [i.title, i.sessions, i.quantity])).toEqual([
      ["Axilas", "6", 1],
      ["Bozo", "6", 1],
    ]);

    const [charged] = await h.sandboxPaymentsFor(payment.id);
    expect(charged).toMatchObject({
      transactionAmount: summary.total,
      installments: 1,
      idempotencyKey: attempt.attempt_key,
      notificationUrl: `${SHOP_URL}/api/payments/webhook?source_news=webhooks`,
    });

    const cart = await h.cart.view(account.id);
    expect(cart.lines).toEqual([]);
    expect(cart.coupons).toEqual([]);
    expect((await h.redemptions(payment.id)).map((r) => [r.status, r.amount])).toEqual([
      ["redeemed", summary.discount],
    ]);

    const owned = await h.orders.itemsByAccountId(account.id);
    expect(owned.map((i) => [i.product.id, i.title, i.sessions, i.quantity]).sort()).toEqual(
      [
        [h.product("axilas").id, "Axilas", 6, 1],
        [h.product("bozo").id, "Bozo", 6, 1],
      ].sort(),
    );
    expect(owned[0]!.product.images.length).toBeGreaterThan(0);
    const list = await h.orders.paymentsByAccountId(account.id, { page: 1, pageSize: 10 });
    expect(list).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(list.items).toEqual([
      {
        id: payment.id,
        paymentCode: payment.paymentCode,
        total: summary.total,
        paymentStatus: "approved",
        refunded: 0,
        createdAt: payment.createdAt,
        // Its invoice is only queued: no PDF to offer until ARCA authorises it.
        vouchers: [],
      },
    ]);
    expect((await h.service.result(account.id))?.id).toBe(payment.id);

    const mails = await h.purchaseMails(account.email);
    expect(mails).toHaveLength(1);
    const mail = await renderMail(
      "purchase",
      mails[0]!.data as unknown as MailTemplateData["purchase"],
      mailContext(SHOP_URL),
    );
    expect(mail.subject).toBe(`Tu compra en Candela fue aprobada (${payment.paymentCode})`);
    for (const text of [
      payment.paymentCode,
      "Axilas — 6 sesiones",
      "Bozo — 6 sesiones",
      h.payableStore.name,
      payment.store.address,
      "Cómo reservar tu turno",
      "0810-345-2263",
      "hola@candela.com.ar",
    ]) {
      expect(mail.text).toContain(text);
    }
    // The branch's address as the shop writes it (formatAddress): street first, the city with its postal code.
    expect(payment.store.address).toMatch(/^\S[^,]* \d+(, [^,]+)*, .+ \([A-Z]\d{4}\)/);

    // The provider's notification of the creation changes nothing more.
    await h.runDue();
    expect(h.deliveries.at(-1)?.status).toBe(200);
    expect(await h.purchaseMails(account.email)).toHaveLength(1);
  });

  it("OTHE: rejects, keeps the cart, gives the code's use back; a new attempt with a new token succeeds", async () => {
    const account = await h.customer(["cuello"]);
    const summary = await withCoupon(account.id);
    const first = await h.request(account, await h.cardToken("OTHE"));

    const rejected = await h.service.pay(account.id, first);

    expect(rejected.ok).toBe(true);
    if (!rejected.ok) return;
    expect(rejected.payment).toMatchObject({
      status: "rejected",
      statusDetail: "cc_rejected_other_reason",
      title: "El pago fue rechazado",
      explanation: "Visa no procesó el pago.",
      statusLabel: { name: "Rechazado", color: "danger" },
    });
    const cart = await h.cart.view(account.id);
    expect(cart.lines.map((l) => l.product.slug)).toEqual(["cuello"]);
    expect(cart.coupons).toHaveLength(1);
    expect((await h.redemptions(rejected.payment.id)).map((r) => r.status)).toEqual(["released"]);
    expect(await h.purchaseMails(account.email)).toHaveLength(0);
    expect(await h.orders.itemsByAccountId(account.id)).toEqual([]);

    // Sending the same attempt again answers with the same rejection, without asking the provider.
    const calls = h.provider.createKeys.length;
    const again = await h.service.pay(account.id, first);
    expect(again).toMatchObject({ ok: true, payment: { id: rejected.payment.id, status: "rejected" } });
    expect(h.provider.createKeys).toHaveLength(calls);

    // The code allows one use per account: it is usable again only because the rejection released it.
    const retry = await h.service.pay(account.id, await h.request(account, await h.cardToken("APRO")));
    expect(retry).toMatchObject({ ok: true, payment: { status: "approved", total: summary.total } });
    if (!retry.ok) return;
    expect((await h.redemptions(retry.payment.id)).map((r) => r.status)).toEqual(["redeemed"]);
    expect(await h.purchaseMails(account.email)).toHaveLength(1);
    expect((await h.cart.view(account.id)).lines).toEqual([]);

    const list = await h.orders.paymentsByAccountId(account.id, { page: 1, pageSize: 1 });
    expect(list.total).toBe(2);
    expect(list.items.map((p) => [p.id, p.paymentStatus])).toEqual([[retry.payment.id, "approved"]]);
    const second = await h.orders.paymentsByAccountId(account.id, { page: 2, pageSize: 1 });
    expect(second.items.map((p) => [p.id, p.paymentStatus])).toEqual([[rejected.payment.id, "rejected"]]);
    expect((await h.service.result(account.id))?.id).toBe(retry.payment.id);
  });

  it("CONT: stays in process, then the settlement's webhook approves it with one mail, even delivered twice", async () => {
    const account = await h.customer(["abdomen"]);
    await withCoupon(account.id);
    const outcome = await h.service.pay(account.id, await h.request(account, await h.cardToken("CONT")));

    expect(outcome).toMatchObject({
      ok: true,
      payment: {
        status: "in_process",
        statusDetail: "pending_contingency",
        title: "En proceso de aprobación",
        awaiting: true,
      },
    });
    if (!outcome.ok) return;
    const id = outcome.payment.id;
    expect(outcome.payment.explanation).toMatch(/^Estamos procesando tu pago/);
    expect((await h.cart.view(account.id)).lines).toEqual([]);
    expect((await h.redemptions(id)).map((r) => r.status)).toEqual(["held"]);
    expect(await h.purchaseMails(account.email)).toHaveLength(0);
    expect(await h.orders.itemsByAccountId(account.id)).toEqual([]);

    // A new area added meanwhile is not emptied by the later approval.
    await h.cart.add(account.id, { productId: h.product("manos").id, quantity: 1 });

    const [provided] = await h.sandboxPaymentsFor(id);
    await h.sandbox.transition(String(provided!.id), "settle");
    const from = h.deliveries.length;
    await h.runDue();
    const delivered = h.deliveries.slice(from);
    expect(delivered.length).toBeGreaterThanOrEqual(1);
    expect(delivered.every((d) => d.status === 200)).toBe(true);

    expect(await h.service.byId(id)).toMatchObject({ status: "approved", statusDetail: "accredited" });
    expect(await h.purchaseMails(account.email)).toHaveLength(1);
    expect((await h.redemptions(id)).map((r) => r.status)).toEqual(["redeemed"]);
    expect((await h.orders.itemsByAccountId(account.id)).map((i) => i.title)).toEqual(["Abdomen"]);
    expect((await h.cart.view(account.id)).lines.map((l) => l.product.slug)).toEqual(["manos"]);

    for (const d of delivered) expect(await h.redeliver(d)).toBe(200);
    await h.service.idle();
    expect(await h.service.reconcile(id)).toMatchObject({ status: "approved" });
    expect(await h.purchaseMails(account.email)).toHaveLength(1);
    expect((await h.redemptions(id)).map((r) => r.status)).toEqual(["redeemed"]);
  });

  it("CONT settled without a webhook: reconcile approves it, and the late notifications change nothing", async () => {
    const account = await h.customer(["media-pierna"]);
    const outcome = await h.service.pay(account.id, await h.request(account, await h.cardToken("CONT")));
    if (!outcome.ok) throw new Error(outcome.code);
    const [provided] = await h.sandboxPaymentsFor(outcome.payment.id);
    await h.sandbox.transition(String(provided!.id), "settle");

    expect(await h.service.reconcile(outcome.payment.id, { accountId: account.id })).toMatchObject({
      status: "approved",
    });
    expect(await h.purchaseMails(account.email)).toHaveLength(1);
    await h.runDue();
    expect(await h.purchaseMails(account.email)).toHaveLength(1);
    // Another account cannot look at it.
    const other = await insertAccount(h.db);
    expect(await h.service.reconcile(outcome.payment.id, { accountId: other.id })).toBeNull();
  });

  it("the same attempt key sent twice at once makes one payment row and one charge", async () => {
    const account = await h.customer(["rostro-completo"]);
    const attempt = await h.request(account, await h.cardToken("APRO"));

    const [a, b] = await Promise.all([
      h.service.pay(account.id, attempt),
      h.service.pay(account.id, attempt),
    ]);

    expect(a).toMatchObject({ ok: true, payment: { status: "approved" } });
    expect(b).toMatchObject({ ok: true, payment: { status: "approved" } });
    if (!a.ok || !b.ok) return;
    expect(b.payment.id).toBe(a.payment.id);
    expect(await h.paymentRows(account.id)).toHaveLength(1);
    expect(await h.sandboxPaymentsFor(a.payment.id)).toHaveLength(1);
    expect(await h.sandboxChargesFor(a.payment.id)).toBe(1);
    expect(await h.purchaseMails(account.email)).toHaveLength(1);
    expect(new Set(h.provider.createKeys.filter((k) => k === attempt.attempt_key)).size).toBe(1);

    // A reload that sends it once more gets the same payment without a new call.
    const calls = h.provider.createKeys.length;
    const c = await h.service.pay(account.id, attempt);
    expect(c).toMatchObject({ ok: true, payment: { id: a.payment.id } });
    expect(h.provider.createKeys).toHaveLength(calls);
  });

  it("charges what the server computes when it is the total confirmed, whatever codes the browser sends", async () => {
    const account = await h.customer(["piernas-completas", "axilas"]);
    const summary = await withCoupon(account.id);
    const expected =
      effectivePrice(h.product("piernas-completas")) + effectivePrice(h.product("axilas")) - summary.discount;
    expect(summary.total).toBe(expected);

    const outcome = await h.service.pay(
      account.id,
      await h.request(account, await h.cardToken("APRO"), {
        transaction_amount: expected / 100,
        cupons: [randomUUID()],
        installments: 6,
      }),
    );

    expect(outcome).toMatchObject({
      ok: true,
      payment: { status: "approved", total: expected, totalFinanced: expected, installments: 6 },
    });
    if (!outcome.ok) return;
    const [charged] = await h.sandboxPaymentsFor(outcome.payment.id);
    expect(charged).toMatchObject({ transactionAmount: expected, installments: 6 });
    expect(outcome.payment.installmentAmount).toBe(Math.round(expected / 6));
  });

  it("adds the plan's interest when the shop charges it", async () => {
    const [settings] = await h.db.select().from(shopSettings);
    await h.db
      .update(shopSettings)
      .set({
        installmentPlans: settings!.installmentPlans.map((p) =>
          p.installments === 3 ? { ...p, percentage: 20 } : p,
        ),
      })
      .where(eq(shopSettings.id, 1));
    try {
      // 'Bozo' says 'Aplica interés: SI': the cart pays the plan's interest.
      const account = await h.customer(["bozo"]);
      const cash = effectivePrice(h.product("bozo"));
      const outcome = await h.service.pay(
        account.id,
        await h.request(account, await h.cardToken("APRO"), { installments: "3" }),
      );
      expect(outcome).toMatchObject({
        ok: true,
        payment: {
          total: cash,
          totalFinanced: (cash * 12) / 10,
          installmentAmount: (cash * 12) / 10 / 3,
          interestFree: false,
        },
      });
      if (!outcome.ok) return;
      const [row] = await h.db.select().from(payments).where(eq(payments.id, outcome.payment.id));
      expect(row).toMatchObject({ interestPercentage: 20 });
      expect(row!.cft).toBeGreaterThan(row!.tea);
      expect(row!.tea).toBeGreaterThan(0);
      const [charged] = await h.sandboxPaymentsFor(outcome.payment.id);
      expect(charged!.transactionAmount).toBe((cash * 12) / 10);

      // 'Manos' says NO, and so does every area of its cart: the rate is waived.
      const waived = await h.customer(["manos"]);
      const free = await h.service.pay(
        waived.id,
        await h.request(waived, await h.cardToken("APRO"), { installments: "3" }),
      );
      expect(free).toMatchObject({
        ok: true,
        payment: { totalFinanced: effectivePrice(h.product("manos")), interestFree: true },
      });
    } finally {
      await h.db
        .update(shopSettings)
        .set({ installmentPlans: settings!.installmentPlans })
        .where(eq(shopSettings.id, 1));
    }
  });

  it("refuses a branch without fiserv_id, a missing branch, an empty cart and an unavailable area, storing nothing", async () => {
    const account = await h.customer(["nuca"]);
    const token = await h.cardToken("APRO");
    await h.cart.saveState(account.id, { storeId: h.unpayableStore.id });
    expect(await h.service.pay(account.id, await h.request(account, token))).toEqual({
      ok: false,
      code: "store_unavailable",
      message: CART_MESSAGES.storeUnavailable,
      fields: {},
      cardErrors: [],
      payment: null,
    });
    await h.cart.saveState(account.id, { storeId: null });
    expect(await h.service.pay(account.id, await h.request(account, token))).toMatchObject({
      ok: false,
      code: "store_required",
    });

    await h.cart.saveState(account.id, { storeId: h.payableStore.id });
    const nuca = h.product("nuca");
    await h.db.update(products).set({ enabled: false }).where(eq(products.id, nuca.id));
    try {
      expect(await h.service.pay(account.id, await h.request(account, token))).toMatchObject({
        ok: false,
        code: "product_unavailable",
      });
    } finally {
      await h.db.update(products).set({ enabled: true }).where(eq(products.id, nuca.id));
    }

    const empty = await h.customer([]);
    await h.cart.saveState(empty.id, { storeId: h.payableStore.id });
    expect(await h.service.pay(empty.id, await h.request(empty, token))).toMatchObject({
      ok: false,
      code: "cart_empty",
      message: "Tu carrito está vacío",
    });

    const noDocument = await insertAccount(h.db, { identifire: "123" });
    await h.cart.add(noDocument.id, { productId: nuca.id, quantity: 1 });
    await h.cart.saveState(noDocument.id, { storeId: h.payableStore.id });
    expect(await h.service.pay(noDocument.id, await h.request(noDocument, token))).toMatchObject({
      ok: false,
      code: "document_update_required",
      message: "Por favor, actualizá tu número de documento.",
    });

    expect(await h.paymentRows(account.id)).toEqual([]);
    expect((await h.sandbox.getCardToken(token)).status).toBe("active");
  });

  it("refuses instalments the rules do not offer: American Express and debit in 3, an area sold in one payment", async () => {
    const account = await h.customer(["cavado-simple"]);
    const amex = await h.service.pay(
      account.id,
      await h.request(account, await h.cardToken("APRO", "amex"), {
        payment_method_id: "amex",
        installments: 3,
      }),
    );
    expect(amex).toMatchObject({ ok: false, code: "installments_not_allowed" });
    const debit = await h.service.pay(
      account.id,
      await h.request(account, await h.cardToken("APRO", "debvisa"), {
        payment_method_id: "debvisa",
        installments: 3,
      }),
    );
    expect(debit).toMatchObject({ ok: false, code: "installments_not_allowed" });
    const tooMany = await h.service.pay(
      account.id,
      await h.request(account, await h.cardToken("APRO"), { installments: 12 }),
    );
    expect(tooMany).toMatchObject({ ok: false, code: "installments_not_allowed" });
    expect(await h.paymentRows(account.id)).toEqual([]);

    const single = await h.customer(["entrecejo"]);
    expect(
      await h.service.pay(single.id, await h.request(single, await h.cardToken("APRO"), { installments: 3 })),
    ).toMatchObject({ ok: false, code: "installments_not_allowed" });

    // The same American Express card in one payment goes through.
    const one = await h.service.pay(
      account.id,
      await h.request(account, await h.cardToken("APRO", "amex"), {
        payment_method_id: "amex",
        installments: 1,
      }),
    );
    expect(one).toMatchObject({
      ok: true,
      payment: { status: "approved", paymentMethodName: "American Express" },
    });
  });

  it("answers a malformed request with the fields' messages, and keeps an attempt key to its account", async () => {
    const account = await h.customer(["patillas"]);
    const bad = await h.service.pay(
      account.id,
      await h.request(account, await h.cardToken("APRO"), {
        email: "no-es-un-mail",
        mobile_phone: "0115555",
        identification_number: "12",
      }),
    );
    expect(bad).toMatchObject({
      ok: false,
      code: "invalid_request",
      message: "El formulario está incompleto, por favor verificá los campos con (*) ya que son requeridos.",
      fields: {
        email: "E-mail inválido",
        mobile_phone: 'Sólo números, sin el "0" inicial.',
      },
    });
    const shortDocument = await h.service.pay(
      account.id,
      await h.request(account, await h.cardToken("APRO"), { identification_number: "12" }),
    );
    expect(shortDocument).toMatchObject({ fields: { identification_number: "El mínimo debe ser 7" } });

    const { payment } = await approved(["tira-de-cola"]);
    const [row] = await h.db.select().from(payments).where(eq(payments.id, payment.id));
    const reused = await h.service.pay(
      account.id,
      await h.request(account, await h.cardToken("APRO"), { attempt_key: row!.idempotencyKey }),
    );
    expect(reused).toMatchObject({ ok: false, code: "attempt_key_taken" });
    expect(await h.paymentRows(account.id)).toEqual([]);
  });

  it("turns the provider's refusals into messages, never an exception, and gives the code back", async () => {
    // A token already used by another payment: 2006.
    const first = await h.customer(["linea-alba"]);
    const token = await h.cardToken("APRO");
    expect(await h.service.pay(first.id, await h.request(first, token))).toMatchObject({ ok: true });
    const second = await h.customer(["linea-alba"]);
    await withCoupon(second.id);
    const used = await h.service.pay(second.id, await h.request(second, token));
    expect(used).toMatchObject({
      ok: false,
      code: "payment_error",
      message: PAYMENT_ERROR_FALLBACK,
      payment: { status: "rejected", statusDetail: "request_refused" },
    });
    if (used.ok) return;
    expect((await h.cart.view(second.id)).lines).toHaveLength(1);
    expect((await h.redemptions(used.payment!.id)).map((r) => r.status)).toEqual(["released"]);

    // The same card, amount and payer again within a minute: 801.
    await h.cart.add(first.id, { productId: h.product("linea-alba").id, quantity: 1 });
    const duplicate = await h.service.pay(first.id, await h.request(first, await h.cardToken("APRO")));
    expect(duplicate).toMatchObject({
      ok: false,
      code: "payment_error",
      message: paymentErrorMessage("801"),
    });

    // Card data the provider refuses field by field (SPEC.md §8 codes).
    h.provider.failures.push(
      new PaymentProviderError("bad_request", "invalid parameters", {
        status: 400,
        causes: [
          { code: "E301", description: "invalid parameter cardNumber" },
          { code: "324", description: "invalid parameter docNumber" },
        ],
      }),
    );
    const third = await h.customer(["linea-alba"]);
    const fields = await h.service.pay(third.id, await h.request(third, await h.cardToken("APRO")));
    expect(fields).toMatchObject({
      ok: false,
      code: "card_data",
      message: "Por favor verificá los siguientes datos:",
      cardErrors: [
        { code: "E301", field: "Número de tarjeta", description: "Ingresá un número de tarjeta válido." },
        { code: "324", field: "Número de documento", description: "El documento es inválido." },
      ],
    });
  });

  it("leaves an unanswered attempt pending; the same key later charges once, and a lost answer is settled by the webhook", async () => {
    const account = await h.customer(["gluteos"]);
    await withCoupon(account.id);
    const attempt = await h.request(account, await h.cardToken("APRO"));
    h.provider.failures.push(new PaymentProviderError("connection", "socket hang up"));

    const unanswered = await h.service.pay(account.id, attempt);
    expect(unanswered).toMatchObject({
      ok: false,
      code: "payment_pending",
      payment: { status: "pending", title: "Estamos procesando tu pago", awaiting: true },
    });
    if (unanswered.ok) return;
    expect((await h.cart.view(account.id)).lines).toHaveLength(1);
    expect((await h.redemptions(unanswered.payment!.id)).map((r) => r.status)).toEqual(["held"]);
    expect(await h.service.reconcile(unanswered.payment!.id)).toMatchObject({ status: "pending" });

    // Another attempt while this one is unresolved could charge twice: refused.
    const other = await h.service.pay(account.id, await h.request(account, await h.cardToken("APRO")));
    expect(other).toMatchObject({ ok: false, code: "payment_in_progress" });

    const retried = await h.service.pay(account.id, attempt);
    expect(retried).toMatchObject({ ok: true, payment: { id: unanswered.payment!.id, status: "approved" } });
    expect(await h.sandboxPaymentsFor(unanswered.payment!.id)).toHaveLength(1);
    expect(await h.purchaseMails(account.email)).toHaveLength(1);

    // The provider made the payment but its answer was lost: the notification links and settles it.
    const late = await h.customer(["hombros"]);
    h.provider.lostAnswers.push(new PaymentProviderError("provider_unavailable", "502", { status: 502 }));
    const lost = await h.service.pay(late.id, await h.request(late, await h.cardToken("APRO")));
    expect(lost).toMatchObject({ ok: false, code: "payment_pending" });
    if (lost.ok) return;
    expect((await h.cart.view(late.id)).lines).toHaveLength(1);
    await h.runDue();
    expect(await h.service.byId(lost.payment!.id)).toMatchObject({
      status: "approved",
      cardLastFour: "3704",
    });
    expect((await h.cart.view(late.id)).lines).toEqual([]);
    expect(await h.purchaseMails(late.email)).toHaveLength(1);
  });

  it("ignores stale and foreign updates; a refund after the approval is applied", async () => {
    const { account, payment } = await approved(["medio-brazo"]);
    const [provided] = await h.sandboxPaymentsFor(payment.id);
    const current = await h.provider.getPayment(String(provided!.id));

    await h.service.applyProviderUpdate({
      ...current,
      status: "in_process",
      statusDetail: "pending_contingency",
    });
    expect(await h.service.byId(payment.id)).toMatchObject({ status: "approved" });
    await h.service.applyProviderUpdate({
      ...current,
      status: "rejected",
      statusDetail: "cc_rejected_other_reason",
    });
    expect(await h.service.byId(payment.id)).toMatchObject({ status: "approved" });
    expect((await h.redemptions(payment.id)).every((r) => r.status === "redeemed")).toBe(true);

    await h.sandbox.transition(String(provided!.id), "refund");
    expect(await h.service.reconcile(payment.id)).toMatchObject({
      status: "refunded",
      statusLabel: { name: "Devuelto" },
    });
    expect(await h.orders.itemsByAccountId(account.id)).toEqual([]);
    expect(await h.purchaseMails(account.email)).toHaveLength(1);

    // An approval for another amount approves nothing; an unknown payment is not the shop's.
    const cont = await h.customer(["muslos"]);
    const pending = await h.service.pay(cont.id, await h.request(cont, await h.cardToken("CONT")));
    if (!pending.ok) throw new Error(pending.code);
    const [contProvided] = await h.sandboxPaymentsFor(pending.payment.id);
    const contNow = await h.provider.getPayment(String(contProvided!.id));
    await h.service.applyProviderUpdate({ ...contNow, status: "approved", transactionAmount: 100 });
    expect(await h.service.byId(pending.payment.id)).toMatchObject({ status: "in_process" });
    expect(await h.purchaseMails(cont.email)).toHaveLength(0);
    expect(
      await h.service.applyProviderUpdate({ ...contNow, id: "999999999", externalReference: "someone-else" }),
    ).toBeNull();
  });
});
