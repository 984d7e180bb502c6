import { Form, Link, useLocation, useNavigation } from "react-router";
import { ConfirmationPanel } from "./confirmation-panel.tsx";
import type { ConfirmAsk } from "./confirm-step.ts";

/**
 * The restatement an action answered before a removal or a change that cannot be undone: its button posts
 * the same values with their confirmation token; 'Cancelar' reloads the page, changing nothing.
 */
export function ConfirmStep({ ask }: { ask: ConfirmAsk["confirm"] | undefined }) {
  const busy = useNavigation().state === "submitting";
  const { pathname, search } = useLocation();
  if (!ask) return null;
  return (
    <ConfirmationPanel id="confirm-step" title={ask.title}>
      <p className="text-slate-800">{ask.text}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Form method="post">
          {ask.values.map(([name, value], i) => (
            <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {ask.button}
          </button>
        </Form>
        <Link to={`${pathname}${search}`} className="btn btn-secondary">
          Cancelar
        </Link>
      </div>
    </ConfirmationPanel>
  );
}
