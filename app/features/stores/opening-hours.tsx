import { openingHoursRows, type OpeningHours as Hours } from "#domain/stores/views.ts";

/** A branch's hours, one row per day from Monday. */
export function OpeningHours({ hours }: { hours: Hours }) {
  return (
    <table className="w-full max-w-sm text-left">
      <caption className="sr-only">Horarios de atención</caption>
      <tbody>
        {openingHoursRows(hours).map((row) => (
          <tr key={row.day} className="border-b border-brand-50">
            <th scope="row" className="py-2 pr-4 font-medium text-slate-800">
              {row.day}
            </th>
            <td className={`py-2 ${row.hours === "Cerrado" ? "text-slate-600" : "text-slate-800"}`}>
              {row.hours}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
