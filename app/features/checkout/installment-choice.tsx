import type { FieldMetadata } from "@conform-to/react";
import type { InstallmentOffer } from "#domain/installments/offers.ts";
import { formatRate } from "#domain/installments/financing.ts";
import { FieldError } from "#app/features/account/form-fields.tsx";
import { planDetail, planTitle } from "./installment-text.ts";

/**
 * 'Cuotas': one radio per plan, disabled until the plans have loaded (SPEC.md §5). Each shows its cuota and,
 * for more than one cuota, the total financed, TEA and CFT; the chosen plan's CFT is shown five times the
 * size of its TEA, as Res. E 51/2017 asks.
 */
export function InstallmentChoice({
  meta,
  offers,
  status,
  selected,
  onSelect,
}: {
  meta: FieldMetadata<string | undefined>;
  offers: InstallmentOffer[];
  /** Why there are no plans to choose from yet (or at all). */
  status: string | null;
  selected: InstallmentOffer | null;
  onSelect: (installments: number) => void;
}) {
  const disabled = offers.length === 0;
  return (
    <fieldset
      disabled={disabled}
      aria-describedby={meta.errors?.length ? meta.errorId : undefined}
      aria-invalid={meta.errors?.length ? true : undefined}
      className="min-w-0"
    >
      <legend className="mb-1 text-sm font-medium text-slate-800">
        Cuotas
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      </legend>
      {status ? (
        <p
          role="status"
          className="rounded-lg border border-dashed border-slate-300 px-3 py-3 text-sm text-slate-600"
        >
          {status}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {offers.map((offer) => (
            <li key={offer.installments}>
              <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 bg-white p-3 has-checked:border-brand-700 has-checked:ring-1 has-checked:ring-brand-700">
                <input
                  type="radio"
                  name={meta.name}
                  form={meta.formId}
                  value={String(offer.installments)}
                  checked={selected?.installments === offer.installments}
                  onChange={() => onSelect(offer.installments)}
                  className="mt-1 size-5 shrink-0 accent-brand-700"
                />
                <span className="block min-w-0 font-semibold text-slate-900">
                  {planTitle(offer)}
                  <span className="block text-sm font-normal text-slate-600">{planDetail(offer)}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {selected && selected.installments > 1 ? (
        <p className="mt-3 flex flex-wrap items-baseline gap-x-4 rounded-xl bg-brand-50 px-4 py-3 text-slate-900">
          <span className="text-[2.5rem] font-bold whitespace-nowrap sm:text-5xl">{`CFT ${formatRate(selected.cft)}`}</span>
          <span className="text-[0.5rem] sm:text-[0.6rem]">{`TEA ${formatRate(selected.tea)}`}</span>
        </p>
      ) : null}
      <FieldError id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}
