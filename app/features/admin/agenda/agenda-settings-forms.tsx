import { ADD_CLOSED_DAY_INTENT, ROOMS_INTENT } from "#domain/booking/desk-forms.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { deskAnswer, otherError, type DeskReply } from "#app/features/admin/agenda/desk-reply.ts";
import { ConformForm, SaveButton, useEditorForm } from "#app/features/admin/forms/editor-form.tsx";
import { DateField, NumberField, TextField } from "#app/features/admin/forms/fields.tsx";

/** The reply's notice: what was done, or (a refusal that no field shows) why not. */
export function DeskNotice({ reply, fields }: { reply: DeskReply | undefined; fields: readonly string[] }) {
  if (!reply) return null;
  if (reply.ok) return <Alert tone="success">{reply.message}</Alert>;
  const other = otherError(reply, fields);
  return other ? <Alert tone="error">{other}</Alert> : null;
}

/** How many bookings the branch takes at once. */
export function RoomsForm({ rooms, reply }: { rooms: number; reply: DeskReply | undefined }) {
  const [form, field] = useEditorForm(deskAnswer(reply), { rooms: String(rooms) }, "rooms-form");
  return (
    <ConformForm form={form} className="space-y-4">
      <DeskNotice reply={reply} fields={["rooms"]} />
      <input type="hidden" name="intent" value={ROOMS_INTENT} />
      <div className="max-w-xs">
        <NumberField
          meta={field("rooms")}
          label="Salas"
          min={1}
          max={50}
          required
          hint="Cuántos turnos se atienden a la vez."
        />
      </div>
      <SaveButton />
    </ConformForm>
  );
}

/** A day the branch is closed, from today on, with a reason only the team sees. */
export function ClosedDayForm({ reply }: { reply: DeskReply | undefined }) {
  const [form, field] = useEditorForm(deskAnswer(reply), { day: "", reason: "" }, "closed-day-form");
  return (
    <ConformForm form={form} className="mt-6 grid gap-4 md:grid-cols-[1fr_2fr_auto] md:items-start">
      <div className="md:col-span-3">
        <DeskNotice reply={reply} fields={["day", "reason"]} />
      </div>
      <input type="hidden" name="intent" value={ADD_CLOSED_DAY_INTENT} />
      <DateField meta={field("day")} label="Día" required />
      <TextField
        meta={field("reason")}
        label="Motivo"
        maxLength={120}
        hint="Por ejemplo, Feriado. Lo ve sólo el equipo."
      />
      <div className="md:pt-6">
        <SaveButton label="Agregar día cerrado" />
      </div>
    </ConformForm>
  );
}
