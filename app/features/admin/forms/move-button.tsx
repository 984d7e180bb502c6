import { Form } from "react-router";

const moveButton =
  "inline-flex min-h-11 items-center rounded-full border border-brand-200 px-4 font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-50";

/**
 * 'Subir' or 'Bajar' for one row of an ordered list: a plain form (it works without JavaScript and from
 * the keyboard) posting `intent=move`, the row's id and version, and the direction.
 */
export function MoveButton({
  row,
  direction,
  disabled,
}: {
  row: { id: string; version: number; title: string };
  direction: "up" | "down";
  disabled: boolean;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={row.id} />
      <input type="hidden" name="version" value={row.version} />
      <input type="hidden" name="direction" value={direction} />
      <button type="submit" className={moveButton} disabled={disabled}>
        {direction === "up" ? "Subir" : "Bajar"}
        <span className="sr-only"> {row.title}</span>
      </button>
    </Form>
  );
}
