import type { ReactNode } from "react";

/** What an action that moves money or cannot be undone will do, restated above its confirmation. */
export function ConfirmationPanel({
  id,
  title,
  heading: Heading = "h2",
  children,
}: {
  id: string;
  title: string;
  heading?: "h2" | "h3" | "h4";
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-4 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <Heading id={id} className="font-semibold text-slate-900">
        {title}
      </Heading>
      {children}
    </section>
  );
}
