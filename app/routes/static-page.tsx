import { installmentSettings, paymentOptions } from "#domain/installments/promises.ts";
import { Breadcrumbs } from "#app/components/layout/breadcrumbs.tsx";
import {
  BrandPage,
  ReferencePage,
  isBrandPage,
  type ChainFacts,
} from "#app/features/content/composed-page.tsx";
import { PaymentOptionsSection } from "#app/features/content/payment-options.tsx";
import { Teaser } from "#app/features/content/teaser.tsx";
import { notFound } from "#app/lib/http.ts";
import { seoMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/static-page";

const PAYMENT_METHODS_SLUG = "medios-de-pago";

/**
 * The pages kept in the database (about us, the method, terms, privacy, payment methods, franchises, complaints
 * book), one route per slug; a page shows the teasers placed under its slug too.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const slug = url.pathname.replace(/^\/+|\/+$/g, "");
  const content = context.services.content.shop;
  const [page, teasers, settings, branches] = await Promise.all([
    content.page(slug),
    content.teasers(slug),
    slug === PAYMENT_METHODS_SLUG ? content.shopSettings() : null,
    isBrandPage(slug) ? context.services.stores.shop.list() : null,
  ]);
  if (!page) notFound();
  // 'Medios de pago': the cards and plans come from the settings the checkout reads, not from the page text.
  const payment = settings ? paymentOptions(installmentSettings(settings), settings.cardBrands) : null;
  // The chain's figures are counted, so the brand pages never claim more branches than there are.
  const facts: ChainFacts | null = branches
    ? { stores: branches.length, provinces: new Set(branches.map((b) => b.province.value)).size }
    : null;
  return { page, teasers, payment, facts, uploadsUrl: context.uploadsUrl };
}

export function meta(args: Route.MetaArgs) {
  const page = args.loaderData?.page;
  if (!page) return [];
  return seoMeta(args, { title: page.title, description: page.description, canonicalPath: `/${page.slug}` });
}

export default function StaticPage({ loaderData }: Route.ComponentProps) {
  const { page, teasers, payment, facts, uploadsUrl } = loaderData;
  return (
    <>
      <Breadcrumbs items={[{ label: page.title }]} />
      {isBrandPage(page.slug) ? (
        <BrandPage page={page} facts={facts} />
      ) : (
        <ReferencePage page={page}>
          {payment ? <PaymentOptionsSection options={payment} /> : null}
        </ReferencePage>
      )}
      {teasers.length > 0 ? (
        <div className="mx-auto mt-8 max-w-6xl space-y-8 px-4">
          {teasers.map((teaser) => (
            <div key={teaser.id} className="overflow-hidden rounded-card shadow-card">
              <Teaser teaser={teaser} uploadsUrl={uploadsUrl} />
            </div>
          ))}
        </div>
      ) : null}
    </>
  );
}
