import type { Ref } from "react";
import { Link } from "react-router";
import type { PaymentResult } from "#domain/payments/views.ts";
import { CHECKOUT_TEXT } from "./messages.ts";

export const RESULT_PATH = "/shop/checkout/success";
/** The payment the result page shows: it is named in the address, so a reload shows it again. */
export const RESULT_PARAM = "pago";

/** Where the payment step goes once a payment is answered (docs/decisions/0048). */
export const resultPath = (paymentId: string) =>
  `${RESULT_PATH}?${new URLSearchParams({ [RESULT_PARAM]: paymentId })}`;

/** Step 3 while the payment is processed: the loading indicator (SPEC.md §2). */
export function PaymentProcessing({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <section
      role="status"
      aria-labelledby="processing-title"
      className="flex flex-col items-center gap-4 py-12 text-center"
    >
      <span
        className="size-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
        aria-hidden="true"
      />
      <h1
        id="processing-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-slate-900 focus:outline-none"
      >
        {CHECKOUT_TEXT.processing}
      </h1>
      <p className="text-slate-700">{CHECKOUT_TEXT.processingNote}</p>
    </section>
  );
}

/** Step 3 once the result is set: its heading, then the result page a few seconds later (SPEC.md §4). */
export function PaymentAnswered({
  payment,
  headingRef,
}: {
  payment: Pick<PaymentResult, "id" | "title" | "status" | "paymentCode">;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <section
      role="status"
      aria-labelledby="answered-title"
      className="flex flex-col items-center gap-4 py-12 text-center"
    >
      <h1
        id="answered-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-slate-900 focus:outline-none"
      >
        {payment.title}
      </h1>
      {payment.status === "approved" ? (
        <p className="text-slate-700">
          Código de transacción:{" "}
          <span className="font-semibold whitespace-nowrap">{payment.paymentCode}</span>
        </p>
      ) : null}
      <p className="text-slate-700">{CHECKOUT_TEXT.redirectNote}</p>
      <Link to={resultPath(payment.id)} className="btn btn-primary">
        {CHECKOUT_TEXT.seeResult}
      </Link>
    </section>
  );
}
