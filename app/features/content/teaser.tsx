import type { CSSProperties } from "react";
import { Link } from "react-router";
import type { Image } from "#domain/catalog/views.ts";
import type { LinkTarget } from "#domain/content/views.ts";
import { uploadUrl } from "#domain/images.ts";
import type { Teaser as TeaserData } from "#domain/content/views.ts";
import { scrollToId } from "#app/lib/scroll.ts";

const SIZES = {
  small: { width: 768, height: 600 },
  medium: { width: 992, height: 560 },
  large: { width: 1920, height: 640 },
};

const size = (image: Image | null, fallback: { width: number; height: number }) => ({
  width: image?.width ?? fallback.width,
  height: image?.height ?? fallback.height,
});

/** One of a teaser's links: an internal page, an external or mail address, or a smooth scroll to an element id. */
function TeaserLink({
  name,
  url,
  target,
  primary,
}: {
  name: string;
  url: string;
  target: LinkTarget | null;
  primary: boolean;
}) {
  const className = `btn ${primary ? "btn-primary" : "btn-secondary"}`;
  if (target === "scroll") {
    const id = url.replace(/^#/, "");
    return (
      <a
        href={`#${id}`}
        className={className}
        onClick={(e) => {
          if (scrollToId(id)) e.preventDefault();
        }}
      >
        {name}
      </a>
    );
  }
  if (url.startsWith("/") && target !== "_blank") {
    return (
      <Link to={url} prefetch="intent" className={className}>
        {name}
      </Link>
    );
  }
  return (
    <a
      href={url}
      className={className}
      {...(target === "_blank" ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {name}
      {target === "_blank" ? <span className="sr-only"> (se abre en una pestaña nueva)</span> : null}
    </a>
  );
}

const PLACE = {
  left: "min-[960px]:justify-start",
  right: "min-[960px]:justify-end",
  fluid: "min-[960px]:justify-center min-[960px]:text-center",
};

/**
 * A teaser (SPEC.md §2, §3): small, medium and large images at 768 and 992 px, an optional label, title,
 * paragraph and up to two links, placed left, right or centred (fluid). Below 960 px the content box sits
 * under the image. A `hero` (the home's carousel) is shorter on phones, by app.css's `.teaser-hero`: a band of
 * its picture and a tighter box, so the first screen also shows the areas and their prices (docs/decisions/0063).
 */
export function Teaser({
  teaser,
  uploadsUrl,
  priority = false,
  headingLevel = 2,
  hero = false,
}: {
  teaser: TeaserData;
  uploadsUrl: string;
  /** The first teaser of a page: loaded at once, with high priority. */
  priority?: boolean;
  headingLevel?: 1 | 2;
  hero?: boolean;
}) {
  const small = size(teaser.imageSmall, SIZES.small);
  const medium = size(teaser.imageMedium, SIZES.medium);
  const large = size(teaser.imageLarge, SIZES.large);
  const ratios = {
    "--ar-sm": `${small.width} / ${small.height}`,
    "--ar-md": `${medium.width} / ${medium.height}`,
    "--ar-lg": `${large.width} / ${large.height}`,
  } as CSSProperties;
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const fluid = teaser.disposition === "fluid";
  return (
    <div
      className={`teaser relative overflow-hidden bg-brand-900 ${hero ? "teaser-hero" : ""}`}
      style={ratios}
    >
      <picture className="teaser-media block min-[960px]:absolute min-[960px]:inset-0">
        <source media="(min-width: 992px)" srcSet={uploadUrl(teaser.imageLarge, uploadsUrl)} {...large} />
        <source media="(min-width: 768px)" srcSet={uploadUrl(teaser.imageMedium, uploadsUrl)} {...medium} />
        <img
          src={uploadUrl(teaser.imageSmall, uploadsUrl)}
          alt=""
          {...small}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : "auto"}
          decoding="async"
          className="block w-full object-cover"
        />
      </picture>
      <div
        className={`relative mx-auto flex max-w-6xl min-[960px]:h-full min-[960px]:items-center min-[960px]:px-4 ${PLACE[teaser.disposition]}`}
      >
        <div
          className={`w-full bg-white px-5 py-6 min-[960px]:rounded-card min-[960px]:bg-white/95 min-[960px]:p-8 min-[960px]:shadow-lg ${fluid ? "min-[960px]:max-w-2xl" : "min-[960px]:max-w-md"}`}
        >
          {teaser.label ? (
            <p className="text-sm font-semibold tracking-widest text-brand-500 uppercase">{teaser.label}</p>
          ) : null}
          {teaser.title ? (
            <Heading className="mt-2 text-3xl font-bold text-slate-900 md:text-4xl">{teaser.title}</Heading>
          ) : null}
          {teaser.paragraph ? <p className="mt-3 text-lg text-slate-700">{teaser.paragraph}</p> : null}
          {teaser.linkPrimaryName || teaser.linkSecondaryName ? (
            <div className={`mt-5 flex flex-wrap gap-3 ${fluid ? "min-[960px]:justify-center" : ""}`}>
              {teaser.linkPrimaryName && teaser.linkPrimaryUrl ? (
                <TeaserLink
                  name={teaser.linkPrimaryName}
                  url={teaser.linkPrimaryUrl}
                  target={teaser.linkPrimaryTarget}
                  primary
                />
              ) : null}
              {teaser.linkSecondaryName && teaser.linkSecondaryUrl ? (
                <TeaserLink
                  name={teaser.linkSecondaryName}
                  url={teaser.linkSecondaryUrl}
                  target={teaser.linkSecondaryTarget}
                  primary={false}
                />
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
