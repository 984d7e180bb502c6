import { Link } from "react-router";
import { registerPath } from "#domain/accounts/next-path.ts";

/** Invites visitors without an account to create one ('Crear cuenta'), carrying on where they were going. */
export function RegisterPromptCard({
  className = "",
  next = null,
}: {
  className?: string;
  next?: string | null;
}) {
  return (
    <aside
      aria-labelledby="register-prompt-title"
      className={`rounded-card border border-brand-100 bg-brand-50 p-6 text-center ${className}`}
    >
      <h2 id="register-prompt-title" className="text-lg font-semibold text-slate-900">
        ¿Todavía no tenés cuenta?
      </h2>
      <p className="mt-1 text-slate-700">Registrate para comprar tus áreas y seguir tus pagos y sesiones.</p>
      <Link
        to={registerPath(next)}
        className="mt-4 inline-flex min-h-11 items-center justify-center rounded-full border-2 border-brand-700 px-6 font-semibold text-brand-700 hover:bg-white"
      >
        Crear cuenta
      </Link>
    </aside>
  );
}
