import { isRouteErrorResponse, Outlet, useRouteLoaderData } from "react-router";
import { ADMIN_HANDLE } from "#app/features/admin/layout/handle.ts";
import { AdminShell } from "#app/features/admin/layout/admin-shell.tsx";
import { ForbiddenPage } from "#app/features/admin/layout/forbidden-page.tsx";
import { menuFor } from "#app/features/admin/layout/menu.ts";
import { noStoreHeaders } from "#app/features/admin/layout/access.server.ts";
import { shellStaffOf, staffSession } from "#app/features/admin/layout/guard.server.ts";
import { NotFoundPage, ServerErrorPage } from "#app/components/layout/error-pages.tsx";
import type { Route } from "./+types/layout";

export const handle = ADMIN_HANDLE;
/** Set here once: the pages below inherit these headers. */
export const headers = noStoreHeaders;
export const middleware: Route.MiddlewareFunction[] = [staffSession];

export function loader({ context }: Route.LoaderArgs) {
  const staff = shellStaffOf(context);
  return { staff: { email: staff.email, role: staff.role }, menu: menuFor(staff.role) };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell staff={loaderData.staff} menu={loaderData.menu}>
      <Outlet />
    </AdminShell>
  );
}

/** A page the role may not use answers 403 inside the shell, with the menu the role does have. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shell = useRouteLoaderData<typeof loader>("routes/admin/layout");
  const page =
    isRouteErrorResponse(error) && error.status === 403 ? (
      <ForbiddenPage />
    ) : isRouteErrorResponse(error) && error.status === 404 ? (
      <NotFoundPage backOffice />
    ) : (
      <ServerErrorPage />
    );
  return shell ? (
    <AdminShell staff={shell.staff} menu={shell.menu}>
      {page}
    </AdminShell>
  ) : (
    page
  );
}
