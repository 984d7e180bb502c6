import { ACCOUNT_MESSAGES } from "#domain/accounts/messages.ts";
import { parsePage } from "#domain/pagination.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { privateHeaders, requireAccount } from "#app/features/account/guards.ts";
import { PaymentsTable } from "#app/features/account/payments-table.tsx";
import { customerVoucherPath } from "#app/features/invoicing/voucher-links.ts";
import { pageMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/my-account.order.payments";
import { ACCOUNT_PAGES } from "#domain/accounts/messages.ts";

export const headers = privateHeaders;

const PAGE_SIZE = 10;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: ACCOUNT_PAGES.payments });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const account = requireAccount(context, request);
  const page = parsePage(new URL(request.url).searchParams.get("pagina"));
  try {
    return await context.services.accountOrders.paymentsByAccountId(account.id, {
      page,
      pageSize: PAGE_SIZE,
    });
  } catch (err) {
    // SPEC.md §8: a failed list shows as empty.
    context.log.error({ err }, "payments could not be read");
    return { items: [], page, pageSize: PAGE_SIZE, total: 0 };
  }
}

export default function Payments({ loaderData }: Route.ComponentProps) {
  const { items, page, pageSize, total } = loaderData;
  return (
    <section aria-labelledby="payments-title">
      <h1 id="payments-title" className="mb-6 text-2xl font-bold text-slate-900 md:text-3xl">
        Mis pagos
      </h1>
      {items.length === 0 ? (
        <Alert tone="info">{ACCOUNT_MESSAGES.noResults}</Alert>
      ) : (
        <>
          <PaymentsTable payments={items} voucherHref={customerVoucherPath} />
          <Pagination path="/my-account/order/payments" page={page} total={total} pageSize={pageSize} />
        </>
      )}
    </section>
  );
}
