import { data, Link } from "react-router";
import { CUSTOMER_MESSAGES } from "#domain/customers/messages.ts";
import { rejectReviewSchema } from "#domain/customers/review-form.ts";
import { parsePage } from "#domain/pagination.ts";
import { ADMIN_PAGES, adminCustomerPath } from "#domain/staff/pages.ts";
import { can } from "#domain/staff/permissions.ts";
import type { CustomerReviewResult } from "#domain/customers/views.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { PaymentsTable } from "#app/features/account/payments-table.tsx";
import { actingOf, staffOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import { CustomerProfile, OwnedAreas } from "#app/features/admin/customers/customer-profile.tsx";
import { CustomerSessions } from "#app/features/admin/agenda/customer-sessions.tsx";
import {
  customerSessionsPart,
  moveCustomerSessions,
} from "#app/features/admin/agenda/customer-sessions.server.ts";
import { MOVE_SESSIONS_INTENT } from "#domain/booking/desk-forms.ts";
import {
  APPROVE_INTENT,
  REJECT_INTENT,
  RESEND_INTENT,
  ReviewActions,
} from "#app/features/admin/customers/review-actions.tsx";
import { REVIEW_REFUSALS } from "#app/features/admin/customers/review-refusals.ts";
import { readFormData } from "#app/lib/form-data.server.ts";
import type { Route } from "./+types/customer";
import { isUuid } from "#domain/validation/uuid.ts";

export const middleware = staffPage(ADMIN_PAGES.customers);

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const staff = staffOf(context);
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  const paymentsPage = parsePage(new URL(request.url).searchParams.get("pagina"));
  const c = await context.services.customers.directory.detail(actingOf(context), params.id, paymentsPage);
  if (!c) throw data(null, { status: 404 });
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    canEdit: can(staff.role, "customers.edit"),
    sessions: await customerSessionsPart(context, staff, c.id),
    customer: {
      ...c,
      createdAt: c.createdAt.toISOString(),
      verifiedAt: iso(c.verifiedAt),
      reviewRejectedAt: iso(c.reviewRejectedAt),
      items: c.items?.map((i) => ({ ...i, createdAt: i.createdAt.toISOString() })) ?? null,
      payments: c.payments
        ? {
            ...c.payments,
            items: c.payments.items.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })),
          }
        : null,
    },
  };
}

interface ActionAnswer {
  ok: boolean;
  message: string;
  reasonError?: string;
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const staff = staffOf(context);
  const who = actingOf(context);
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  const review = context.services.customers.review;
  const formData = await readFormData(request);
  switch (formData.get("intent")) {
    case APPROVE_INTENT:
      return answer(await review.approve(who, params.id), "approved");
    case REJECT_INTENT: {
      const parsed = rejectReviewSchema.safeParse({ reason: formData.get("reason") ?? "" });
      if (!parsed.success) {
        const message = parsed.error.issues[0]!.message;
        return data<ActionAnswer>({ ok: false, message, reasonError: message }, { status: 400 });
      }
      return answer(await review.reject(who, params.id, parsed.data.reason), "rejected");
    }
    case RESEND_INTENT:
      return answer(await review.resendVerification(who, params.id), "verificationResent");
    case MOVE_SESSIONS_INTENT:
      return moveCustomerSessions(context, staff, params.id, formData);
    default:
      return data<ActionAnswer>({ ok: false, message: CUSTOMER_MESSAGES.unknownAction }, { status: 400 });
  }
}

function answer(outcome: CustomerReviewResult, success: "approved" | "rejected" | "verificationResent") {
  if (outcome.ok) return data<ActionAnswer>({ ok: true, message: CUSTOMER_MESSAGES[success] });
  const status = outcome.code === "not_found" ? 404 : outcome.code === "too_soon" ? 429 : 409;
  return data<ActionAnswer>({ ok: false, message: REVIEW_REFUSALS[outcome.code] }, { status });
}

export default function AdminCustomer({ loaderData, actionData }: Route.ComponentProps) {
  const c = loaderData.customer;
  const reasonError = actionData?.reasonError;
  return (
    <AdminPageFrame
      title={`${c.name} ${c.surname}`}
      intro={
        <Link to={ADMIN_PAGES.customers.path} className="text-brand-700 underline-offset-2 hover:underline">
          Volver a Clientes
        </Link>
      }
    >
      {actionData ? <Alert tone={actionData.ok ? "success" : "error"}>{actionData.message}</Alert> : null}
      <AdminCard title="Datos del cliente">
        <CustomerProfile customer={c} />
      </AdminCard>
      {loaderData.canEdit ? (
        <AdminCard title="Revisión de la cuenta">
          <ReviewActions state={c.state} reasonError={reasonError} />
        </AdminCard>
      ) : null}
      <AdminCard title="Sesiones">
        <CustomerSessions customerId={c.id} {...loaderData.sessions} />
      </AdminCard>
      {c.items ? (
        <AdminCard title="Áreas compradas">
          <OwnedAreas items={c.items} />
        </AdminCard>
      ) : null}
      {c.payments ? (
        <AdminCard title={`Pagos (${c.payments.total})`}>
          {c.payments.items.length > 0 ? (
            <PaymentsTable payments={c.payments.items} label="Pagos del cliente" />
          ) : (
            <p className="text-slate-700">No tiene pagos.</p>
          )}
          <Pagination
            path={adminCustomerPath(c.id)}
            page={c.payments.page}
            total={c.payments.total}
            pageSize={c.payments.pageSize}
          />
        </AdminCard>
      ) : null}
    </AdminPageFrame>
  );
}
