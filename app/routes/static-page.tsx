import { Link } from "react-router";
import { Breadcrumbs } from "#app/components/layout/breadcrumbs.tsx";
import { RichText } from "#app/components/ui/rich-text.tsx";
import { Teaser } from "#app/features/content/teaser.tsx";
import { notFound } from "#app/lib/http.ts";
import { seoMeta } from "#app/lib/meta.ts";
import { PATHS } from "#app/lib/paths.ts";
import type { Route } from "./+types/static-page";

/**
 * The pages kept in the database (about us, the method, terms, privacy, payment methods, franchises, complaints
 * book), one route per slug; a page shows the teasers placed under its slug too.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const slug = url.pathname.replace(/^\/+|\/+$/g, "");
  const { content } = context.services;
  const [page, teasers] = await Promise.all([content.page(slug), content.teasers(slug)]);
  if (!page) notFound();
  return { page, teasers, uploadsUrl: context.uploadsUrl };
}

export function meta(args: Route.MetaArgs) {
  const page = args.loaderData?.page;
  if (!page) return [];
  return seoMeta(args, { title: page.title, description: page.description, canonicalPath: `/${page.slug}` });
}

export default function StaticPage({ loaderData }: Route.ComponentProps) {
  const { page, teasers, uploadsUrl } = loaderData;
  return (
    <>
      <Breadcrumbs items={[{ label: page.title }]} />
      <article className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="text-4xl font-bold text-slate-900">{page.title}</h1>
        {page.description ? <p className="mt-4 text-xl text-slate-700">{page.description}</p> : null}
        <RichText html={page.bodyHtml} className="mt-8" />
        {page.slug === "franquicias" ? (
          <p className="mt-10">
            <Link to={PATHS.corporateContact} className="btn btn-primary">
              Escribinos
            </Link>
          </p>
        ) : null}
      </article>
      {teasers.length > 0 ? (
        <div className="mx-auto mt-8 max-w-6xl space-y-8 px-4">
          {teasers.map((teaser) => (
            <div key={teaser.id} className="overflow-hidden rounded-2xl shadow-sm">
              <Teaser teaser={teaser} uploadsUrl={uploadsUrl} />
            </div>
          ))}
        </div>
      ) : null}
    </>
  );
}
