import { describe, expect, it } from "vitest";
import type { InstallmentOffer } from "#domain/installments/offers.ts";
import type { PaymentResult } from "#domain/payments/views.ts";
import {
  INITIAL_PAYMENT_STATE,
  paymentReducer,
  paymentScreen,
  type PaymentEvent,
  type PaymentState,
} from "#app/features/checkout/payment-machine.ts";
import type { ConfirmAnswer } from "#app/features/checkout/payment-types.ts";
import { REVIEWED_PAYMENT as reviewed } from "../support/reviewed-payment.ts";

const run = (state: PaymentState, ...events: PaymentEvent[]) => events.reduce(paymentReducer, state);

const KEY = "a".repeat(32);
const payment = {
  id: "0b9c6f0e-5d0c-4c43-9a53-1f7d2b8c9e10",
  title: "¡Tu pago fue aprobado!",
  status: "approved",
  paymentCode: "CND-AB12CD34",
};
const approved: ConfirmAnswer = { intent: "confirm", ok: true, payment: payment as PaymentResult };

function refusal(
  code: Extract<ConfirmAnswer, { ok: false }>["code"],
  message: string,
  extra = {},
): ConfirmAnswer {
  return { intent: "confirm", ok: false, code, message, fields: {}, cardErrors: [], payment: null, ...extra };
}

const cardError = {
  field: "Número de tarjeta",
  code: "E301",
  description: "Ingresá un número de tarjeta válido.",
};
const TOTAL_CHANGED =
  "El total de tu compra cambió: ahora es $ 61.600,00. Revisá el resumen y confirmá de nuevo.";

/** The plans the card offers for the new total: 3 cuotas still there, at a higher amount. */
const newPlans: InstallmentOffer[] = [
  { ...reviewed.offer, installments: 1, totalAmount: 6_160_000 },
  { ...reviewed.offer, installments: 3, totalAmount: 7_017_000 },
];

const reviewing = run(INITIAL_PAYMENT_STATE, { type: "continued" }, { type: "reviewed", reviewed });
const tokenizing = run(reviewing, { type: "confirm", attempt: 1 });
const paying = run(tokenizing, { type: "tokenCreated", attempt: 1, token: "tok_1", attemptKey: KEY });
const done = run(paying, { type: "answered", answer: approved });
const repricing = run(paying, { type: "answered", answer: refusal("total_changed", TOTAL_CHANGED) });

describe("the payment step's forms", () => {
  it("start with no errors shown, and 'Continuar' makes them show", () => {
    expect(INITIAL_PAYMENT_STATE).toMatchObject({ name: "editing", attempted: false });
    expect(run(INITIAL_PAYMENT_STATE, { type: "continued" })).toMatchObject({
      name: "editing",
      attempted: true,
      problems: { kind: "none" },
    });
  });

  it("go to 'Confirmación' with the reviewed payment once they pass", () => {
    expect(reviewing).toEqual({ name: "reviewing", reviewed, attention: null });
    expect(paymentScreen(reviewing)).toBe("review");
  });

  it("come back with 'Modificar datos', their errors showing", () => {
    expect(run(reviewing, { type: "edit" })).toMatchObject({ name: "editing", attempted: true });
  });

  it("'Continuar' clears what the provider or the shop refused last time", () => {
    const refused = run(tokenizing, { type: "tokenRefused", attempt: 1, errors: [cardError] });
    expect(refused).toMatchObject({ problems: { kind: "card", errors: [cardError] } });
    expect(run(refused, { type: "continued" })).toMatchObject({ problems: { kind: "none" } });
  });

  it("ignore form events on the other screens", () => {
    for (const state of [tokenizing, paying, done]) {
      expect(run(state, { type: "continued" })).toBe(state);
      expect(run(state, { type: "reviewed", reviewed })).toBe(state);
      expect(run(state, { type: "edit" })).toBe(state);
    }
    expect(run(reviewing, { type: "reviewed", reviewed })).toBe(reviewing);
    expect(run(INITIAL_PAYMENT_STATE, { type: "edit" })).toBe(INITIAL_PAYMENT_STATE);
  });
});

describe("'Confirmar Pago'", () => {
  it("makes the card token, then posts it with the attempt key", () => {
    expect(tokenizing).toEqual({ name: "tokenizing", reviewed, attempt: 1 });
    expect(paying).toEqual({ name: "paying", reviewed, token: "tok_1", attemptKey: KEY });
    expect(paymentScreen(tokenizing)).toBe("processing");
    expect(paymentScreen(paying)).toBe("processing");
  });

  it("pressed again while the token is made or the payment is posted does nothing", () => {
    expect(run(tokenizing, { type: "confirm", attempt: 2 })).toBe(tokenizing);
    expect(run(paying, { type: "confirm", attempt: 2 })).toBe(paying);
    expect(run(done, { type: "confirm", attempt: 2 })).toBe(done);
  });

  it("does nothing from the forms or while the 'Atención' dialog is open", () => {
    expect(run(INITIAL_PAYMENT_STATE, { type: "confirm", attempt: 1 })).toBe(INITIAL_PAYMENT_STATE);
    const refused = run(paying, {
      type: "answered",
      answer: refusal("payment_error", "Visa no procesó el pago."),
    });
    expect(run(refused, { type: "confirm", attempt: 2 })).toBe(refused);
  });

  it("goes back to the forms with the fields to check when the provider refuses the token", () => {
    const refused = run(tokenizing, { type: "tokenRefused", attempt: 1, errors: [cardError] });
    expect(refused).toEqual({
      name: "editing",
      attempted: true,
      problems: { kind: "card", errors: [cardError] },
      attention: null,
    });
    expect(paymentScreen(refused)).toBe("form");
  });

  it("never takes a token answer of an earlier attempt, even one made with another card", () => {
    // Attempt 1 was refused; the customer typed another card and confirmed again (attempt 2).
    const edited = run(
      tokenizing,
      { type: "tokenRefused", attempt: 1, errors: [cardError] },
      { type: "continued" },
      {
        type: "reviewed",
        reviewed: { ...reviewed, card: { ...reviewed.card, cardNumber: "5031755734530604" } },
      },
    );
    const late = { type: "tokenCreated", attempt: 1, token: "tok_old", attemptKey: KEY } as const;
    expect(run(edited, late)).toBe(edited);
    const second = run(edited, { type: "confirm", attempt: 2 });
    expect(run(second, late)).toBe(second);
    expect(run(second, { type: "tokenRefused", attempt: 1, errors: [cardError] })).toBe(second);
    expect(
      run(second, late, { type: "tokenCreated", attempt: 2, token: "tok_new", attemptKey: KEY }),
    ).toMatchObject({
      name: "paying",
      token: "tok_new",
      reviewed: { card: { cardNumber: "5031755734530604" } },
    });
  });

  it("takes no token answer once the payment is posted", () => {
    expect(run(paying, { type: "tokenCreated", attempt: 1, token: "tok_2", attemptKey: KEY })).toBe(paying);
    expect(run(paying, { type: "tokenRefused", attempt: 1, errors: [cardError] })).toBe(paying);
  });
});

describe("the server's answer", () => {
  it("with a payment shows it, then nothing moves the step any more", () => {
    expect(done).toEqual({ name: "done", payment });
    expect(paymentScreen(done)).toBe("done");
    for (const event of [
      { type: "answered", answer: refusal("server_error", "Atención, hubo un error interno.") },
      { type: "closed" },
      { type: "cartReloaded" },
      { type: "plansLoaded", offers: newPlans },
    ] as const) {
      expect(run(done, event)).toBe(done);
    }
  });

  it("refusing the card data goes back to the forms with its list", () => {
    const answer = refusal("card_data", "Por favor verificá los siguientes datos:", {
      cardErrors: [cardError],
    });
    expect(run(paying, { type: "answered", answer })).toEqual({
      name: "editing",
      attempted: true,
      problems: { kind: "card", errors: [cardError] },
      attention: null,
    });
  });

  it("refusing fields goes back to the forms with their messages", () => {
    const fields = { "billing.state": "Campo requerido" };
    const answer = refusal("invalid_request", "El formulario está incompleto", { fields });
    expect(run(paying, { type: "answered", answer })).toMatchObject({
      name: "editing",
      problems: { kind: "fields", fields },
      attention: null,
    });
  });

  it("any other refusal opens 'Atención' over the confirmation; closing it allows another try", () => {
    const message = "No pudimos confirmar tu pago con el procesador.";
    const refused = run(paying, { type: "answered", answer: refusal("payment_pending", message) });
    expect(refused).toEqual({
      name: "reviewing",
      reviewed,
      attention: { code: "payment_pending", message },
    });
    const closed = run(refused, { type: "closed" });
    expect(closed).toEqual({ name: "reviewing", reviewed, attention: null });
    expect(run(closed, { type: "confirm", attempt: 2 })).toMatchObject({ name: "tokenizing", attempt: 2 });
  });

  it("is taken only while a payment is posted: an answer left from before does not reopen anything", () => {
    const stale = refusal("payment_in_progress", "Ya hay un pago en curso para tu compra.");
    for (const state of [INITIAL_PAYMENT_STATE, reviewing, tokenizing]) {
      expect(run(state, { type: "answered", answer: stale })).toBe(state);
    }
    expect(run(reviewing, { type: "answered", answer: approved })).toBe(reviewing);
  });

  it("closing a dialog that is not open changes nothing", () => {
    expect(run(reviewing, { type: "closed" })).toBe(reviewing);
    expect(run(INITIAL_PAYMENT_STATE, { type: "closed" })).toBe(INITIAL_PAYMENT_STATE);
  });
});

describe("a total refused as no longer current", () => {
  it("shows 'Atención' over the confirmation while the cart is read again", () => {
    expect(repricing).toEqual({
      name: "repricing",
      reviewed,
      attention: { code: "total_changed", message: TOTAL_CHANGED },
      reloaded: false,
    });
    expect(paymentScreen(repricing)).toBe("review");
  });

  it("cannot be confirmed until the plans for the new total are known", () => {
    const closed = run(repricing, { type: "closed" });
    expect(closed).toMatchObject({ name: "repricing", attention: null });
    expect(run(closed, { type: "confirm", attempt: 2 })).toBe(closed);
    expect(run(closed, { type: "cartReloaded" }, { type: "confirm", attempt: 2 })).toMatchObject({
      name: "repricing",
    });
  });

  it("ignores the old cart's plans: only those looked up after the cart was read again count", () => {
    expect(run(repricing, { type: "plansLoaded", offers: newPlans })).toBe(repricing);
    const reloaded = run(repricing, { type: "cartReloaded" });
    expect(reloaded).toMatchObject({ reloaded: true });
    expect(run(reloaded, { type: "cartReloaded" })).toBe(reloaded);
  });

  it("confirms the same plan at the new total once it is looked up", () => {
    const repriced = run(
      repricing,
      { type: "cartReloaded" },
      { type: "closed" },
      { type: "plansLoaded", offers: newPlans },
    );
    expect(repriced).toEqual({
      name: "reviewing",
      reviewed: { ...reviewed, offer: newPlans[1] },
      attention: null,
    });
    expect(run(repriced, { type: "confirm", attempt: 2 })).toMatchObject({
      name: "tokenizing",
      reviewed: { offer: { totalAmount: 7_017_000 } },
    });
  });

  it("keeps the dialog open if the plans arrive before it is closed", () => {
    const repriced = run(repricing, { type: "cartReloaded" }, { type: "plansLoaded", offers: newPlans });
    expect(repriced).toMatchObject({ name: "reviewing", attention: { code: "total_changed" } });
  });

  it("goes back to the forms when the card no longer offers the chosen plan", () => {
    const onePayment = newPlans.filter((o) => o.installments === 1);
    const gone = run(repricing, { type: "cartReloaded" }, { type: "plansLoaded", offers: onePayment });
    expect(gone).toEqual({
      name: "editing",
      attempted: true,
      problems: { kind: "none" },
      attention: { code: "total_changed", message: TOTAL_CHANGED },
    });
    expect(run(gone, { type: "closed" })).toMatchObject({ name: "editing", attention: null });
  });

  it("'Modificar datos' goes back to the forms, where the new plans no longer matter to the confirmation", () => {
    const edited = run(repricing, { type: "closed" }, { type: "edit" });
    expect(edited).toMatchObject({ name: "editing", attempted: true });
    expect(run(edited, { type: "cartReloaded" }, { type: "plansLoaded", offers: newPlans })).toBe(edited);
  });
});
