import { formatMoney } from "#domain/money.ts";
import type { CartView } from "#domain/cart/views.ts";

/** 'Tu compra': the areas, the branch and the totals the payment is for (the cart as the server keeps it). */
export function PurchaseSummary({ view }: { view: CartView }) {
  const { summary } = view;
  return (
    <section
      aria-labelledby="purchase-title"
      className="self-start rounded-card border border-brand-100 bg-brand-50/60 p-5 lg:sticky lg:top-4"
    >
      <h2 id="purchase-title" className="text-lg font-semibold text-slate-900">
        Tu compra
      </h2>
      <ul className="mt-3 flex flex-col gap-1 text-slate-800">
        {view.lines
          .filter((l) => l.available)
          .map((l) => (
            <li key={l.product.id}>
              {l.quantity > 1 ? `${l.product.title} × ${l.quantity}` : l.product.title}
            </li>
          ))}
      </ul>
      {view.store ? (
        <p className="mt-3 text-sm text-slate-700">
          Sucursal: <span className="font-semibold">{view.store.name}</span>
        </p>
      ) : null}
      <dl className="mt-4 grid grid-cols-[1fr_auto] gap-y-1 text-slate-700">
        <dt>Subtotal</dt>
        <dd className="text-right">{formatMoney(summary.subtotal)}</dd>
        {summary.discounts.map((d, i) => (
          <div key={i} className="contents text-emerald-800">
            <dt className="pr-4">{d.text}</dt>
            <dd className="text-right whitespace-nowrap">{`-${formatMoney(d.total)}`}</dd>
          </div>
        ))}
        <dt className="border-t border-brand-200 pt-2 font-bold text-slate-900">Total</dt>
        <dd className="border-t border-brand-200 pt-2 text-right font-bold text-brand-700">
          {formatMoney(summary.total)}
        </dd>
      </dl>
    </section>
  );
}
