import { Link } from "react-router";
import { REVIEW_MESSAGES as M } from "#domain/reviews/messages.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { AccountCard } from "#app/features/account/account-card.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { PATHS } from "#app/lib/paths.ts";
import type { Route } from "./+types/review-thanks";

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, { title: M.thanksTitle }), { name: "robots", content: "noindex" }];
}

/** Where the review page goes after a review is stored. */
export default function ReviewThanks() {
  return (
    <AccountCard title={M.thanksTitle} wide>
      <Alert tone="success">{M.thanks}</Alert>
      <Link to={PATHS.home} className="mt-6 inline-block font-medium text-brand-700 underline">
        {M.backHome}
      </Link>
    </AccountCard>
  );
}
