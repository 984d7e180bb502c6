/**
 * 'Devolver' on a sale: the unused sessions of each area to give back, the amount ('Todo lo que queda' fills
 * in what is left) and the reason. It posts for review first; the page then restates what goes back and what
 * the customer keeps, and only 'Confirmar devolución de $ …', posting the amount restated, moves money. Both
 * steps are plain posts, so it works before the scripts load.
 */
import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { formatMoney } from "#domain/money.ts";
import { moneyText } from "#domain/editing/money-input.ts";
import { SALES_MESSAGES as M } from "#domain/payments/messages.ts";
import { sessionsField, type RefundArea } from "#domain/payments/refund-plan.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { ConfirmationPanel } from "#app/features/admin/forms/confirmation-panel.tsx";
import { ConformForm, useEditorForm } from "#app/features/admin/forms/editor-form.tsx";
import { TextField, valuesOf } from "#app/features/admin/forms/fields.tsx";

/** Done; back at the form (refused field by field, refused whole with a message, or 'Cambiar'); or the review. */
export type RefundAnswer =
  | { ok: true }
  | { ok: false; result: SubmissionResult<string[]>; message?: string }
  | {
      ok: false;
      review: Review;
      values: Record<string, string>;
    };

/** What the review restates: whose purchase, what goes back and what stays, and the amount to confirm. */
type Review = { of: string; give: string[]; keep: string[]; notes: string[]; amount: number };

type Props = { refundKey: string; left: number; areas: RefundArea[]; answer?: RefundAnswer };

export function RefundForm(props: Props) {
  const busy = useNavigation().state === "submitting";
  const { answer } = props;
  if (answer && "review" in answer) return <RefundReview {...answer} busy={busy} />;
  return <RefundChoice {...props} busy={busy} />;
}

function RefundChoice({ refundKey, left, areas, answer, busy }: Props & { busy: boolean }) {
  const back = answer && "result" in answer ? answer : undefined;
  const [form, field] = useEditorForm(
    back && { outcome: "invalid", result: back.result },
    { refund_key: refundKey },
    "refund-form",
  );
  const open = areas.filter((a) => a.unused > 0);
  return (
    <ConformForm form={form} className="grid gap-4">
      {back?.message ? <Alert tone="error">{back.message}</Alert> : null}
      <input type="hidden" name="refund_key" value={valuesOf(field("refund_key"))[0] || refundKey} />
      {open.length > 0 ? (
        <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <legend className="mb-2 font-medium text-slate-800">{M.sessionsLegend}</legend>
          {open.map((a) => (
            <TextField
              key={a.productId}
              meta={field(sessionsField(a.productId))}
              label={`${a.title} (quedan ${a.unused} de ${a.bought})`}
              inputMode="numeric"
              maxLength={4}
              hint={M.sessionsHint(a.unused)}
            />
          ))}
        </fieldset>
      ) : null}
      <div className="grid gap-4 md:grid-cols-[1fr_2fr] md:items-start">
        <div className="grid gap-2">
          <TextField
            meta={field("amount")}
            label="Monto"
            required
            inputMode="decimal"
            hint={M.refundHint(formatMoney(left))}
          />
          <div>
            {/* Without scripts, a post that brings the form back filled; with them, it fills the field. */}
            <button
              type="submit"
              name="intent"
              value="fill"
              formNoValidate
              className="btn btn-secondary"
              disabled={busy}
              onClick={(event) => {
                const amount = event.currentTarget.form?.elements.namedItem("amount");
                if (!(amount instanceof HTMLInputElement)) return;
                event.preventDefault();
                amount.value = moneyText(left);
                amount.focus();
              }}
            >
              {M.everythingLeft}
            </button>
          </div>
        </div>
        <TextField meta={field("reason")} label="Motivo" required maxLength={500} />
      </div>
      <div>
        <button type="submit" name="intent" value="review" className="btn btn-primary" disabled={busy}>
          {M.refund}
        </button>
      </div>
    </ConformForm>
  );
}

function RefundReview({
  review,
  values,
  busy,
}: {
  review: Review;
  values: Record<string, string>;
  busy: boolean;
}) {
  const hidden = Object.entries(values).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
  return (
    <ConfirmationPanel id="refund-review" title={M.review} heading="h4">
      <p className="text-slate-800">{review.of}</p>
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
            ["confirm", M.confirmAmount(formatMoney(review.amount)), "btn-primary"],
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
    </ConfirmationPanel>
  );
}
