import { formatAddress, streetLine } from "#domain/stores/address.ts";
import { effectivePrice, type ForVisitor } from "#domain/pricing.ts";
import { WEEKDAY_NAMES } from "#domain/stores/views.ts";
import type { FaqItem } from "#domain/catalog/area-texts.ts";
import type { ProductDetail } from "#domain/catalog/views.ts";
import type { Article } from "#domain/content/views.ts";
import type { Store } from "#domain/stores/views.ts";

/** An absolute address on the shop's public URL. */
export function absoluteUrl(base: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${base.replace(/\/$/, "")}${path.startsWith("/") ? "" : "/"}${path}`;
}

const pesos = (centavos: number) => (centavos / 100).toFixed(2);

/** schema.org Product with an Offer in ARS; the offer only when the page has the prices. */
export function productJsonLd(
  product: ForVisitor<ProductDetail>,
  opts: { url: string; image: string; brand: string },
) {
  return {
    "@type": "Product",
    name: product.title,
    description: product.summary,
    sku: product.slug,
    image: [opts.image],
    url: opts.url,
    brand: { "@type": "Brand", name: opts.brand },
    ...(product.price !== null
      ? {
          offers: {
            "@type": "Offer",
            url: opts.url,
            priceCurrency: "ARS",
            price: pesos(effectivePrice(product)),
            availability: product.enabled ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
          },
        }
      : {}),
  };
}

const SCHEMA_DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** schema.org LocalBusiness for a branch, with its address and opening hours. */
export function localBusinessJsonLd(store: Store, opts: { url: string; brand: string }) {
  const street = streetLine(store.address);
  const description = formatAddress(store.address);
  return {
    "@type": "LocalBusiness",
    name: store.name,
    url: opts.url,
    ...(store.phone ? { telephone: store.phone } : {}),
    brand: { "@type": "Brand", name: opts.brand },
    address: {
      "@type": "PostalAddress",
      ...(street ? { streetAddress: street } : {}),
      ...(store.address.city ? { addressLocality: store.address.city } : {}),
      addressRegion: store.province.name,
      ...(store.address.zip ? { postalCode: store.address.zip } : {}),
      addressCountry: "AR",
    },
    ...(description ? { description } : {}),
    openingHoursSpecification: store.openingHours.map((h) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: SCHEMA_DAYS[h.day] ?? WEEKDAY_NAMES[h.day],
      opens: h.open_at,
      closes: h.close_at,
    })),
  };
}

/** schema.org BlogPosting for a post. */
export function blogPostingJsonLd(article: Article, opts: { url: string; image: string; publisher: string }) {
  return {
    "@type": "BlogPosting",
    headline: article.title,
    description: article.summary,
    image: [opts.image],
    url: opts.url,
    mainEntityOfPage: opts.url,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    inLanguage: "es-AR",
    ...(article.byline ? { author: { "@type": "Person", name: article.byline } } : {}),
    publisher: { "@type": "Organization", name: opts.publisher },
  };
}

/** schema.org FAQPage for an area's 'Preguntas frecuentes'. */
export function faqPageJsonLd(faq: readonly FaqItem[]) {
  return {
    "@type": "FAQPage",
    mainEntity: faq.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
