import { Link } from "react-router";
import { CART_MESSAGES } from "#domain/cart/messages.ts";
import { areasLabel } from "#domain/cart/store-choice.ts";
import { PATHS } from "#app/lib/paths.ts";

/** 'En tu resumen' (SPEC.md §2): the cart's areas and the way to the checkout, shown only while it has any. */
export function CartSummaryCard({ areas }: { areas: number }) {
  if (areas === 0) return null;
  return (
    <section
      aria-labelledby="cart-summary-card-title"
      className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-brand-100 bg-brand-50/60 p-4"
    >
      <div>
        <h2 id="cart-summary-card-title" className="font-semibold text-slate-900">
          {CART_MESSAGES.summaryCardTitle}
        </h2>
        <p className="text-sm text-brand-700">{areasLabel(areas)}</p>
      </div>
      <Link to={PATHS.checkout} className="btn btn-primary">
        {CART_MESSAGES.summaryCardLink}
      </Link>
    </section>
  );
}
