import { useEffect, useRef, type ButtonHTMLAttributes, type ReactNode } from "react";
import { useFormBusy } from "#app/features/account/use-form-busy.ts";

/** The field that carries her answer to a review: only a POST with it cancels or moves a visit. */
export const CONFIRMED = { name: "confirmado", value: "si" } as const;

/** A submit button locked while the page's form is on its way. */
export function BusyButton(props: ButtonHTMLAttributes<HTMLButtonElement>) {
  const busy = useFormBusy();
  return <button type="submit" {...props} disabled={busy} aria-busy={busy || undefined} />;
}

/**
 * What a change will do, asked before doing it. Opened by her press, it takes the focus so a screen reader
 * reads what it asks.
 */
export function ReviewPanel({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className: string;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby={id}
      className={`flex flex-col gap-3 rounded-card border-2 p-5 md:p-6 ${className}`}
    >
      <h2 id={id} ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The review's answers: the confirming form and the way back. */
export function ReviewActions({ children }: { children: ReactNode }) {
  return <div className="mt-1 flex flex-col gap-3 sm:flex-row sm:items-center">{children}</div>;
}
