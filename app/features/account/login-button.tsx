import { Link } from "react-router";
import { ACCOUNT_LABELS } from "#domain/accounts/messages.ts";
import { PATHS } from "#app/lib/paths.ts";

/** The way on after an account link was followed: to the login page, as the card's main button. */
export function LoginButton() {
  return (
    <Link to={PATHS.login} className="btn btn-primary mt-6">
      {ACCOUNT_LABELS.login}
    </Link>
  );
}
