/**
 * 'Devolver' on a sale: the unused sessions of each area to give back, or an amount alone, and the reason. It
 * posts for review first; the page then restates what goes back and what the customer keeps, and only
 * 'Confirmar devolución' moves money. Both steps are plain posts, so it works before the scripts load.
 */
import { Form, useNavigation } from "react-router";
import { formatMoney } from "#domain/money.ts";
import { SALES_MESSAGES as M } from "#domain/payments/messages.ts";
import { sessionsField, type RefundArea } from "#domain/payments/refund-plan.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { EditorTextField } from "#app/features/admin/forms/editor-fields.tsx";

export type RefundAnswer =
  | { ok: true }
  | { ok: false; errors: Record<string, string>; message?: string; values?: Record<string, string> }
  | {
      ok: false;
      errors: Record<string, never>;
      review: { give: string[]; keep: string[]; notes: string[] };
      values: Record<string, string>;
    };

type Props = { refundKey: string; left: number; areas: RefundArea[]; answer?: RefundAnswer };

export function RefundForm({ refundKey, left, areas, answer }: Props) {
  const busy = useNavigation().state === "submitting";
  if (answer && "review" in answer) return <RefundReview {...answer} busy={busy} />;
  const errors = answer && !answer.ok ? answer.errors : {};
  const values = (answer && !answer.ok && answer.values) || {};
  const key = values.refund_key || refundKey;
  const open = areas.filter((a) => a.unused > 0);
  return (
    <Form method="post" className="grid gap-4" noValidate>
      {answer && !answer.ok && "message" in answer && answer.message ? (
        <Alert tone="error">{answer.message}</Alert>
      ) : null}
      <input type="hidden" name="refund_key" value={key} />
      {open.length > 0 ? (
        <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <legend className="mb-2 font-medium text-slate-800">{M.sessionsLegend}</legend>
          {open.map((a) => (
            <EditorTextField
              key={a.productId}
              name={sessionsField(a.productId)}
              label={`${a.title} (quedan ${a.unused} de ${a.bought})`}
              inputMode="numeric"
              maxLength={4}
              hint={M.sessionsHint(a.unused)}
              defaultValue={values[sessionsField(a.productId)] ?? ""}
              error={errors[sessionsField(a.productId)]}
            />
          ))}
        </fieldset>
      ) : null}
      <div className="grid gap-4 md:grid-cols-[1fr_2fr] md:items-start">
        <EditorTextField
          name="amount"
          label="Monto"
          inputMode="decimal"
          hint={`${open.length > 0 ? M.amountHintAreas : M.refundHint} Quedan ${formatMoney(left)}.`}
          defaultValue={values.amount ?? ""}
          error={errors.amount}
        />
        <EditorTextField
          name="reason"
          label="Motivo"
          required
          defaultValue={values.reason ?? ""}
          maxLength={500}
          error={errors.reason}
        />
      </div>
      <div>
        <button type="submit" name="intent" value="review" className="btn btn-primary" disabled={busy}>
          {M.refund}
        </button>
      </div>
    </Form>
  );
}

function RefundReview({
  review,
  values,
  busy,
}: {
  review: { give: string[]; keep: string[]; notes: string[] };
  values: Record<string, string>;
  busy: boolean;
}) {
  const hidden = Object.entries(values).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
  return (
    <section
      aria-labelledby="refund-review"
      className="grid gap-4 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <h4 id="refund-review" className="font-semibold text-slate-900">
        {M.review}
      </h4>
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <h5 className="font-medium text-slate-800">{M.give}</h5>
          <ul className="mt-1 list-disc pl-5 text-slate-900" data-testid="refund-give">
            {review.give.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        <div>
          <h5 className="font-medium text-slate-800">{M.keep}</h5>
          {review.keep.length > 0 ? (
            <ul className="mt-1 list-disc pl-5 text-slate-900" data-testid="refund-keep">
              {review.keep.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-slate-900">{M.keepNothing}</p>
          )}
        </div>
      </div>
      {review.notes.map((note) => (
        <p key={note} className="text-slate-800">
          {note}
        </p>
      ))}
      <p className="text-slate-800">{`Motivo: ${values.reason}`}</p>
      <div className="flex flex-wrap gap-3">
        {(
          [
            ["confirm", M.confirm, "btn-primary"],
            ["change", M.change, "btn-secondary"],
          ] as const
        ).map(([intent, label, look]) => (
          <Form key={intent} method="post">
            {hidden}
            <button type="submit" name="intent" value={intent} className={`btn ${look}`} disabled={busy}>
              {label}
            </button>
          </Form>
        ))}
      </div>
    </section>
  );
}
