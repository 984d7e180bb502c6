import { Link } from "react-router";
import { ACCOUNT_LABELS } from "#domain/accounts/messages.ts";
import { withNext } from "#domain/accounts/next-path.ts";
import { PATHS } from "#app/lib/paths.ts";

/**
 * The way on after an account link was followed: to the login page, as the card's main button; the login
 * then leads on to `next`, where the customer was going.
 */
export function LoginButton({ next = null }: { next?: string | null }) {
  return (
    <Link to={withNext(PATHS.login, next)} className="btn btn-primary mt-6">
      {ACCOUNT_LABELS.login}
    </Link>
  );
}
