import { Link } from "react-router";
import { ACCOUNT_LABELS } from "#domain/accounts/messages.ts";
import { PATHS } from "#app/lib/paths.ts";

/** The way on after an account link was followed: to the login page, as the card's main button. */
export function LoginButton() {
  return (
    <Link
      to={PATHS.login}
      className="mt-6 inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-900"
    >
      {ACCOUNT_LABELS.login}
    </Link>
  );
}
