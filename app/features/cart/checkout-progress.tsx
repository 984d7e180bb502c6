const STEPS = ["Resumen", "Pago", "Confirmación"] as const;

/** The progress bar of the checkout (SPEC.md §2): three steps, the current one from the shop state. */
export function CheckoutProgress({ step, percentage }: { step: number; percentage: number }) {
  const current = Math.min(step, STEPS.length - 1);
  return (
    <div className="mb-8">
      <div
        role="progressbar"
        aria-label="Avance de la compra"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percentage}
        className="h-2 overflow-hidden rounded-full bg-brand-100"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width]"
          style={{ width: `${percentage}%` }}
        />
      </div>
      <ol className="mt-3 grid grid-cols-3 text-center text-sm font-medium">
        {STEPS.map((label, i) => (
          <li
            key={label}
            aria-current={i === current ? "step" : undefined}
            className={i <= current ? "text-brand-700" : "text-slate-500"}
          >
            {label}
          </li>
        ))}
      </ol>
    </div>
  );
}
