import type { InstallmentOffer } from "#domain/installments/offers.ts";
import type { TokenFieldError } from "#domain/payments/errors.ts";
import type { PaymentResult } from "#domain/payments/views.ts";
import type { ReviewedPayment } from "./payment-review.tsx";
import type { ConfirmAnswer } from "./payment-types.ts";

/** A refusal the 'Atención' dialog shows until the customer closes it. */
export interface Attention {
  code: string;
  message: string;
}

/** What the provider or the shop refused in the forms, listed above them (SPEC.md §8). */
export type FormProblems =
  | { kind: "none" }
  /** The token was refused, or the server answered `card_data`: 'Por favor verificá los siguientes datos:'. */
  | { kind: "card"; errors: readonly TokenFieldError[] }
  /** The server answered `invalid_request`: field name → message. */
  | { kind: "fields"; fields: Readonly<Record<string, string>> };

const NO_PROBLEMS: FormProblems = { kind: "none" };

/**
 * The payment step's screens (SPEC.md §2, §4). Each state carries only what is true in it: a token is known
 * only while paying, a reviewed payment only from 'Confirmación' on, a payment only once it is answered.
 */
export type PaymentState =
  /** 'Pago': the card and billing forms. `attempted`: 'Continuar' was pressed, the forms show their errors. */
  | { name: "editing"; attempted: boolean; problems: FormProblems; attention: Attention | null }
  /** 'Confirmación', with 'Confirmar Pago'. */
  | { name: "reviewing"; reviewed: ReviewedPayment; attention: Attention | null }
  /**
   * 'Confirmación' after the server refused the total as no longer current: the cart is read again
   * (`reloaded` once it is), then the plans for the new total are looked up; 'Confirmar Pago' waits.
   */
  | { name: "repricing"; reviewed: ReviewedPayment; attention: Attention | null; reloaded: boolean }
  /** The provider's SDK is making the card token for attempt number `attempt`. */
  | { name: "tokenizing"; reviewed: ReviewedPayment; attempt: number }
  /** 'Confirmar Pago' was posted with this token and attempt key; the answer is awaited. */
  | { name: "paying"; reviewed: ReviewedPayment; token: string; attemptKey: string }
  /** The provider decided (approved, in process or rejected): its heading, then the result page. */
  | { name: "done"; payment: Pick<PaymentResult, "id" | "title" | "status" | "paymentCode"> };

export type PaymentEvent =
  /** 'Continuar' (not one of the form library's own submissions). */
  | { type: "continued" }
  /** Both forms and the plan passed their checks. */
  | { type: "reviewed"; reviewed: ReviewedPayment }
  /** 'Modificar datos'. */
  | { type: "edit" }
  /** 'Confirmar Pago', starting attempt number `attempt`. */
  | { type: "confirm"; attempt: number }
  | { type: "tokenCreated"; attempt: number; token: string; attemptKey: string }
  | { type: "tokenRefused"; attempt: number; errors: readonly TokenFieldError[] }
  /** The server answered 'Confirmar Pago'. */
  | { type: "answered"; answer: ConfirmAnswer }
  /** The 'Atención' dialog was closed. */
  | { type: "closed" }
  /** The page's data was read again after a refused total. */
  | { type: "cartReloaded" }
  /** The card's plans, looked up for the cart as it is now. */
  | { type: "plansLoaded"; offers: readonly InstallmentOffer[] };

export const INITIAL_PAYMENT_STATE: PaymentState = {
  name: "editing",
  attempted: false,
  problems: NO_PROBLEMS,
  attention: null,
};

/** Back to the forms once they have been sent: their errors show. */
function editing(problems: FormProblems = NO_PROBLEMS, attention: Attention | null = null): PaymentState {
  return { name: "editing", attempted: true, problems, attention };
}

function afterAnswer(reviewed: ReviewedPayment, answer: ConfirmAnswer): PaymentState {
  if (answer.ok) return { name: "done", payment: answer.payment };
  const attention = { code: answer.code, message: answer.message };
  switch (answer.code) {
    case "card_data":
      return editing({ kind: "card", errors: answer.cardErrors });
    case "invalid_request":
      return editing({ kind: "fields", fields: answer.fields });
    case "total_changed":
      return { name: "repricing", reviewed, attention, reloaded: false };
    default:
      return { name: "reviewing", reviewed, attention };
  }
}

/** The reviewed plan at the new total, or back to the form when the card no longer offers it. */
function repriced(
  state: Extract<PaymentState, { name: "repricing" }>,
  offers: readonly InstallmentOffer[],
): PaymentState {
  const offer = offers.find((o) => o.installments === state.reviewed.offer.installments);
  if (!offer) return editing(NO_PROBLEMS, state.attention);
  return { name: "reviewing", reviewed: { ...state.reviewed, offer }, attention: state.attention };
}

/** The payment step's transitions. An event that means nothing in the current state leaves it as it is. */
export function paymentReducer(state: PaymentState, event: PaymentEvent): PaymentState {
  switch (event.type) {
    case "continued":
      return state.name === "editing" ? editing() : state;
    case "reviewed":
      return state.name === "editing"
        ? { name: "reviewing", reviewed: event.reviewed, attention: null }
        : state;
    case "edit":
      return state.name === "reviewing" || state.name === "repricing" ? editing() : state;
    case "confirm":
      // Not while repricing (the plan's new total is not known yet), nor twice.
      return state.name === "reviewing" && state.attention === null
        ? { name: "tokenizing", reviewed: state.reviewed, attempt: event.attempt }
        : state;
    case "tokenCreated":
      return state.name === "tokenizing" && state.attempt === event.attempt
        ? { name: "paying", reviewed: state.reviewed, token: event.token, attemptKey: event.attemptKey }
        : state;
    case "tokenRefused":
      return state.name === "tokenizing" && state.attempt === event.attempt
        ? editing({ kind: "card", errors: event.errors })
        : state;
    case "answered":
      return state.name === "paying" ? afterAnswer(state.reviewed, event.answer) : state;
    case "closed":
      return (state.name === "editing" || state.name === "reviewing" || state.name === "repricing") &&
        state.attention !== null
        ? { ...state, attention: null }
        : state;
    case "cartReloaded":
      return state.name === "repricing" && !state.reloaded ? { ...state, reloaded: true } : state;
    case "plansLoaded":
      return state.name === "repricing" && state.reloaded ? repriced(state, event.offers) : state;
  }
}

/** Which of the step's screens a state shows. */
export type PaymentScreen = "form" | "review" | "processing" | "done";

export function paymentScreen(state: PaymentState): PaymentScreen {
  switch (state.name) {
    case "editing":
      return "form";
    case "reviewing":
    case "repricing":
      return "review";
    case "tokenizing":
    case "paying":
      return "processing";
    case "done":
      return "done";
  }
}
