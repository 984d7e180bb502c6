import { GENERIC_MESSAGES } from "#domain/validation/messages.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { privateHeaders, requireAccount } from "#app/features/account/guards.ts";
import { OwnedItemsGrid } from "#app/features/account/owned-items-grid.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/my-account.order.products";
import { ACCOUNT_PAGES } from "#domain/accounts/messages.ts";

export const headers = privateHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: ACCOUNT_PAGES.items });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const account = requireAccount(context, request);
  let items: Awaited<ReturnType<typeof context.services.accountOrders.itemsByAccountId>> = [];
  try {
    items = await context.services.accountOrders.itemsByAccountId(account.id);
  } catch (err) {
    // SPEC.md §8: a failed list shows as empty.
    context.log.error({ err }, "owned items could not be read");
  }
  return { items, uploadsUrl: context.uploadsUrl };
}

export default function OwnedItems({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="items-title">
      <h1 id="items-title" className="mb-6 text-2xl font-bold text-slate-900 md:text-3xl">
        Mis áreas
      </h1>
      {loaderData.items.length === 0 ? (
        <Alert tone="info">{GENERIC_MESSAGES.noResults}</Alert>
      ) : (
        <OwnedItemsGrid items={loaderData.items} uploadsUrl={loaderData.uploadsUrl} />
      )}
    </section>
  );
}
