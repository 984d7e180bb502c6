import type { ReactNode } from "react";
import { Link } from "react-router";
import { pageSections, type PageSection } from "#domain/page-sections.ts";
import { LogoMark } from "#app/components/brand/logo.tsx";
import { RichText } from "#app/components/ui/rich-text.tsx";
import { PATHS } from "#app/lib/paths.ts";

/** The brand's own pages are composed as a story; the rest (terms, privacy, payments…) as a reference. */
const BRAND_PAGES = new Set(["quienes-somos", "metodo-candela", "franquicias"]);

export const isBrandPage = (slug: string) => BRAND_PAGES.has(slug);

/** Figures of the chain, counted from the database, for the brand pages. */
export interface ChainFacts {
  stores: number;
  provinces: number;
}

interface PageContent {
  slug: string;
  title: string;
  description: string | null;
  bodyHtml: string;
}

/** The band that opens a composed page: an eyebrow, the title, an intro, and the brand's mark beside them. */
export function PageHero({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow: string;
  title: string;
  intro?: string | null;
  children?: ReactNode;
}) {
  return (
    <header className="relative overflow-hidden bg-brand-50">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <p className="text-sm font-semibold tracking-[0.18em] text-brand-700 uppercase">{eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-semibold text-slate-900 sm:text-5xl">{title}</h1>
        {intro ? <p className="mt-5 max-w-2xl text-lg text-slate-700 sm:text-xl">{intro}</p> : null}
        {children}
      </div>
      <LogoMark
        size={260}
        className="pointer-events-none absolute top-1/2 -right-12 hidden -translate-y-1/2 opacity-10 md:block"
      />
    </header>
  );
}

const Hero = ({ page, eyebrow }: { page: PageContent; eyebrow: string }) => (
  <PageHero eyebrow={eyebrow} title={page.title} intro={page.description} />
);

/** The closing call of a composed page, on the brand's purple. */
export function CallToAction({
  title,
  text,
  children,
}: {
  title: string;
  text: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="llamado" className="mx-auto mt-16 max-w-6xl px-4">
      <div className="rounded-card bg-brand-700 px-6 py-10 text-white shadow-card sm:px-10">
        <h2 id="llamado" className="text-3xl font-semibold">
          {title}
        </h2>
        <p className="mt-3 max-w-2xl text-brand-100">{text}</p>
        <div className="mt-6 flex flex-wrap gap-3">{children}</div>
      </div>
    </section>
  );
}

export const lightButton = "btn bg-white text-brand-700 hover:bg-brand-50";
export const outlineButton = "btn border-2 border-white text-white hover:bg-brand-900";

/** Quiénes somos, Método Candela, Franquicias: a hero, the chain's figures, the sections as cards, a call. */
export function BrandPage({ page, facts }: { page: PageContent; facts: ChainFacts | null }) {
  const sections = pageSections(page.bodyHtml);
  const intro = sections.find((s) => s.heading === null);
  const titled = sections.filter((s): s is PageSection & { id: string } => s.id !== null);
  const franchise = page.slug === "franquicias";
  return (
    <article>
      <Hero page={page} eyebrow={franchise ? "Franquicias Candela" : "Candela"} />
      <div className="mx-auto max-w-6xl px-4">
        {facts ? (
          <dl className="relative z-10 -mt-6 grid gap-3 sm:grid-cols-3">
            <Fact value={String(facts.stores)} label="sucursales" />
            <Fact
              value={String(facts.provinces)}
              label={facts.provinces === 1 ? "provincia" : "provincias"}
            />
            <Fact value="Soprano Ice" label="tecnología de triple onda" />
          </dl>
        ) : null}
        {intro ? (
          <div className="mx-auto mt-12 max-w-3xl border-l-4 border-blush-500 pl-6 font-display text-2xl leading-snug text-slate-900 sm:text-3xl">
            <RichText html={intro.html} className="[&_p]:m-0" />
          </div>
        ) : null}
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          {titled.map((section) => (
            <section
              key={section.id}
              aria-labelledby={section.id}
              className="rounded-card border border-brand-100 bg-white p-6 shadow-card"
            >
              <h2 id={section.id} className="text-2xl font-semibold text-brand-700">
                {section.heading}
              </h2>
              <RichText html={section.html} className="mt-3" />
            </section>
          ))}
        </div>
      </div>
      {franchise ? (
        <CallToAction
          title="Abrí tu sucursal Candela"
          text="Contanos dónde te gustaría abrir y un asesor te escribe con los detalles de la inversión."
        >
          <Link to={PATHS.corporateContact} className={lightButton}>
            Escribinos
          </Link>
          <Link to={PATHS.stores} className={outlineButton}>
            Ver la red de sucursales
          </Link>
        </CallToAction>
      ) : (
        <CallToAction
          title="Tu primera sesión empieza acá"
          text="Elegí las áreas que querés tratar, pagá en cuotas y reservá tu turno en la sucursal que te quede cerca."
        >
          <Link to={PATHS.areas} className={lightButton}>
            Ver áreas y precios
          </Link>
          <Link to={PATHS.stores} className={outlineButton}>
            Encontrá tu sucursal
          </Link>
        </CallToAction>
      )}
    </article>
  );
}

function Fact({ value, label }: { value: string; label: string }) {
  return (
    <div className="flex flex-col rounded-card border border-brand-100 bg-white px-5 py-4 shadow-card">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="order-first font-display text-3xl font-semibold text-brand-700">{value}</dd>
    </div>
  );
}

/** Terms, privacy, payment methods, the complaints book: a reference with its contents beside it. */
export function ReferencePage({ page, children }: { page: PageContent; children?: ReactNode }) {
  const sections = pageSections(page.bodyHtml);
  const titled = sections.filter((s): s is PageSection & { id: string } => s.id !== null);
  return (
    <article>
      <Hero page={page} eyebrow="Información" />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[16rem_1fr]">
        {titled.length > 1 ? (
          <nav aria-label="En esta página" className="lg:sticky lg:top-[184px] lg:self-start">
            <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">En esta página</p>
            <ul className="mt-3 space-y-1 border-l-2 border-brand-100">
              {titled.map((s) => (
                <li key={s.id}>
                  <a
                    href={`#${s.id}`}
                    className="-ml-0.5 block border-l-2 border-transparent py-1 pl-4 text-slate-700 hover:border-brand-500 hover:text-brand-700"
                  >
                    {s.heading}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : (
          <div aria-hidden="true" className="hidden lg:block" />
        )}
        <div className="max-w-3xl">
          {sections.map((s) =>
            s.id === null ? (
              <RichText key="intro" html={s.html} />
            ) : (
              <section key={s.id} aria-labelledby={s.id} className="mt-10 first:mt-0">
                <h2 id={s.id} className="text-2xl font-semibold text-slate-900">
                  {s.heading}
                </h2>
                <RichText html={s.html} className="mt-3" />
              </section>
            ),
          )}
          {children}
          <aside className="mt-12 rounded-card bg-brand-50 p-6">
            <p className="font-semibold text-slate-900">¿Te quedó alguna duda?</p>
            <p className="mt-1 text-slate-700">Escribinos y te respondemos a la brevedad.</p>
            <Link to={PATHS.contact} className="btn btn-primary mt-4">
              Ir a contacto
            </Link>
          </aside>
        </div>
      </div>
    </article>
  );
}
