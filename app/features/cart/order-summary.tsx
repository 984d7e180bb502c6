import { useEffect, useRef, useState, type ReactNode } from "react";
import { Form } from "react-router";
import { COUPON_CODE_MAX } from "#domain/cart/coupon-code.ts";
import type { CheckoutSummary } from "#domain/cart/summary.ts";
import { formatMoney } from "#domain/money.ts";
import { FieldError } from "#app/features/account/form-fields.tsx";

/**
 * The order summary's card (SPEC.md §3 "Checkout data"): the figures the cart service worked out (areas, units,
 * subtotal, one line per promotion and code, total), and what goes under them.
 */
export function SummaryCard({ summary, children }: { summary: CheckoutSummary; children?: ReactNode }) {
  return (
    <section
      aria-labelledby="summary-title"
      className="rounded-card border border-brand-100 bg-brand-50/60 p-5"
    >
      <h2 id="summary-title" className="text-lg font-semibold text-slate-900">
        Resumen de compra
      </h2>
      <dl className="mt-4 grid grid-cols-[1fr_auto] gap-y-2 text-slate-700">
        <dt>Productos</dt>
        <dd className="text-right">{summary.products}</dd>
        <dt>Cantidad</dt>
        <dd className="text-right">{summary.quantity}</dd>
        <dt>Subtotal</dt>
        <dd className="text-right">{formatMoney(summary.subtotal)}</dd>
        {summary.discounts.map((d, i) => (
          <div key={i} className="contents text-emerald-800">
            <dt className="pr-4">{d.text}</dt>
            <dd className="text-right whitespace-nowrap">{`-${formatMoney(d.total)}`}</dd>
          </div>
        ))}
        <dt className="border-t border-brand-200 pt-2 text-lg font-bold text-slate-900">Total</dt>
        <dd
          className="border-t border-brand-200 pt-2 text-right text-lg font-bold text-brand-700"
          data-testid="total"
        >
          {formatMoney(summary.total)}
        </dd>
      </dl>
      {children}
    </section>
  );
}

/** The checkout's order summary, with the discount-code form and a chip per applied code. */
export function OrderSummary({
  summary,
  coupons,
  busy,
  taken,
  refusal,
}: {
  summary: CheckoutSummary;
  coupons: { id: string; code: string }[];
  busy: boolean;
  /** The answer to the last code taken: the form starts empty again. */
  taken?: object;
  /** The last code refused, as typed, with why: it stays in the field, its message under it until edited. */
  refusal?: { message: string; code: string };
}) {
  const locked = busy || coupons.length > 0;
  const form = useRef<HTMLFormElement>(null);
  const [edited, setEdited] = useState<object | undefined>(undefined);
  useEffect(() => {
    if (taken) form.current?.reset();
  }, [taken]);
  const error = refusal && edited !== refusal ? refusal.message : undefined;
  return (
    <SummaryCard summary={summary}>
      <Form method="post" ref={form} className="mt-5" preventScrollReset>
        <input type="hidden" name="intent" value="coupon" />
        <label htmlFor="coupon-code" className="text-sm font-medium text-slate-800">
          Código de descuento
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id="coupon-code"
            name="code"
            required
            maxLength={COUPON_CODE_MAX}
            disabled={locked}
            defaultValue={refusal?.code}
            onChange={() => setEdited(refusal)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "coupon-code-error" : undefined}
            autoComplete="off"
            className="min-h-11 min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3 uppercase disabled:bg-slate-100"
          />
          <button type="submit" disabled={locked} className="btn btn-secondary">
            Usar
          </button>
        </div>
        <FieldError id="coupon-code-error" errors={error ? [error] : undefined} />
      </Form>
      {coupons.length > 0 ? (
        <ul aria-label="Códigos aplicados" className="mt-3 flex flex-wrap gap-2">
          {coupons.map((c) => (
            <li key={c.id}>
              <Form
                method="post"
                preventScrollReset
                className="inline-flex items-center gap-1 rounded-full bg-brand-700 py-1 pr-1 pl-3 text-sm font-medium text-white"
              >
                <input type="hidden" name="intent" value="coupon-remove" />
                <input type="hidden" name="couponId" value={c.id} />
                {c.code}
                <button
                  type="submit"
                  disabled={busy}
                  aria-label={`Quitar el código ${c.code}`}
                  className="inline-flex size-7 items-center justify-center rounded-full hover:bg-brand-500"
                >
                  ×
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
    </SummaryCard>
  );
}
