import { useState } from "react";
import { areaInstallmentOptions } from "#domain/installments/promises.ts";
import { formatMoney } from "#domain/money.ts";
import { formatRate } from "#domain/installments/financing.ts";
import type { InstallmentOption } from "#domain/installments/rules.ts";
import { effectivePrice, type ForVisitor } from "#domain/pricing.ts";
import type { ProductDetail } from "#domain/catalog/views.ts";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { useStorefront } from "#app/lib/storefront.ts";

/**
 * 'Ver cuotas': a dialog with the instalment options this area would get at checkout on its own (the same rules
 * and settings as the promo and the checkout, domain/installments/promises.ts), each with its instalment, total, TEA
 * and CFT.
 */
export function InstallmentPlans({ product }: { product: ForVisitor<ProductDetail> }) {
  const { installments } = useStorefront();
  const [open, setOpen] = useState(false);
  if (product.price === null) return null;
  const options = areaInstallmentOptions(product, installments);
  if (options.length === 0) return null;
  return (
    <>
      <button
        type="button"
        className="self-start font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Ver cuotas
      </button>
      <Dialog title="Cuotas disponibles" open={open} onClose={() => setOpen(false)}>
        <InstallmentTable title={product.title} cash={effectivePrice(product)} options={options} />
      </Dialog>
    </>
  );
}

/** The dialog's content: the cash price and one row per option. */
export function InstallmentTable({
  title,
  cash,
  options,
}: {
  title: string;
  cash: number;
  options: readonly InstallmentOption[];
}) {
  return (
    <>
      <p className="mt-2 text-slate-700">{`${title}: ${formatMoney(cash)} de contado.`}</p>
      <table className="mt-4 w-full text-left text-sm sm:text-base">
        <caption className="sr-only">{`Cuotas para ${title}`}</caption>
        <thead>
          <tr className="border-b border-brand-100 text-slate-600">
            <th scope="col" className="py-2 pr-2">
              Cuotas
            </th>
            <th scope="col" className="py-2 pr-2">
              Valor de cada cuota
            </th>
            <th scope="col" className="py-2">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {options.map((option) => (
            <tr key={option.installments} className="border-b border-brand-50 align-top">
              <th scope="row" className="py-2 pr-2 font-medium">
                {option.installments}
              </th>
              <td className="py-2 pr-2">
                {formatMoney(option.installmentAmount)}
                <span className="block text-xs text-slate-600">
                  {option.interestFree ? "Sin interés" : `Interés ${formatRate(option.percentage)}`}
                </span>
              </td>
              <td className="py-2">
                {formatMoney(option.totalAmount)}
                {option.installments > 1 ? (
                  <span className="block text-xs text-slate-600">
                    {`TEA ${formatRate(option.tea)} · CFT ${formatRate(option.cft)}`}
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
