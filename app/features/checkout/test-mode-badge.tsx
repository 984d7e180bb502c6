import { CHECKOUT_TEXT } from "./messages.ts";

/** 'Modo de prueba': payments go to the offline sandbox and nobody is charged. */
export function TestModeBadge({ withNote = false }: { withNote?: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border-2 border-dashed border-amber-500 bg-amber-50 px-3 py-2 text-amber-950">
      <span className="rounded-full bg-amber-500 px-3 py-0.5 text-sm font-bold tracking-wide text-amber-950 uppercase">
        {CHECKOUT_TEXT.testMode}
      </span>
      {withNote ? <span className="text-sm">{CHECKOUT_TEXT.testModeNote}</span> : null}
    </div>
  );
}
