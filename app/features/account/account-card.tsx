import type { ReactNode } from "react";

/** The frame of the guest account pages: a centred card with the page heading. */
export function AccountCard({
  title,
  intro,
  children,
  wide,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="px-4 py-10 md:py-16">
      <section
        aria-labelledby="account-card-title"
        className={`mx-auto rounded-card border border-brand-100 bg-white p-6 shadow-card md:p-8 ${wide ? "max-w-2xl" : "max-w-md"}`}
      >
        <h1 id="account-card-title" className="text-2xl font-bold text-slate-900 md:text-3xl">
          {title}
        </h1>
        {intro ? <div className="mt-2 text-slate-600">{intro}</div> : null}
        <div className="mt-6">{children}</div>
      </section>
    </div>
  );
}
