import type { ReviewsBlock } from "#domain/reviews/views.ts";

const rating = (value: number) => ({ "@type": "Rating", ratingValue: value, bestRating: 5, worstRating: 1 });

/**
 * schema.org `aggregateRating` and `review` for the item a page marks up (a Product, a LocalBusiness), from
 * its published reviews only; nothing when it has none.
 */
export function reviewsJsonLd(reviews: ReviewsBlock) {
  const { summary, latest } = reviews;
  if (summary.average === null) return {};
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: summary.average,
      reviewCount: summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: latest.map((r) => ({
      "@type": "Review",
      author: { "@type": "Person", name: r.author },
      datePublished: r.day,
      ...(r.text ? { reviewBody: r.text } : {}),
      reviewRating: rating(r.stars),
    })),
  };
}
