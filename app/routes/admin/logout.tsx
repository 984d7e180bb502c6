import { redirect } from "react-router";
import { ADMIN_LOGIN_PATH } from "#domain/staff/pages.ts";
import type { Route } from "./+types/logout";

export async function action({ context }: Route.ActionArgs) {
  if (context.staffToken) await context.services.staff.sessions.destroy(context.staffToken);
  return redirect(ADMIN_LOGIN_PATH, { headers: { "Set-Cookie": context.staffCookie.clear() } });
}

export function loader() {
  return redirect(ADMIN_LOGIN_PATH);
}
