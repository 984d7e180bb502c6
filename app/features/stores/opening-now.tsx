/** 'Abierto ahora' · 'Cierra a las 20:00' (or 'Cerrado ahora' · 'Abre mañana a las 9:00'), computed by the loader. */
export function OpeningNow({ status }: { status: { open: boolean; now: string; next: string | null } }) {
  const { open } = status;
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-slate-800">
      <span
        aria-hidden="true"
        className={`inline-block size-2.5 rounded-full ${open ? "bg-emerald-600" : "bg-slate-400"}`}
      />
      <span className={`font-semibold ${open ? "text-emerald-800" : "text-slate-800"}`}>{status.now}</span>
      {status.next ? (
        <>
          <span aria-hidden="true">·</span>
          <span>{status.next}</span>
        </>
      ) : null}
    </p>
  );
}
