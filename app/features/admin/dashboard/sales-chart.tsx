import { formatIsoDate } from "#domain/accounts/dates.ts";
import { formatMoney } from "#domain/money.ts";

/**
 * Amount sold per day as bars (an SVG drawn on the server: no chart script). The same numbers are in the table
 * beside it, so the drawing is one image with a summary for screen readers. Days read as dd/mm/aaaa.
 */
export function SalesChart({ days }: { days: { day: string; amount: number; sales: number }[] }) {
  const max = Math.max(1, ...days.map((d) => d.amount));
  const width = 720;
  const height = 200;
  const step = width / Math.max(1, days.length);
  const best = days.reduce(
    (a, b) => (b.amount > a.amount ? b : a),
    days[0] ?? { day: "", amount: 0, sales: 0 },
  );
  const day = (d: { day: string } | undefined) => (d?.day ? formatIsoDate(d.day) : "");
  const label = `Ventas por día del ${day(days[0])} al ${day(days.at(-1))}; el mejor día, ${day(best)}, ${formatMoney(best.amount)}.`;
  return (
    <svg viewBox={`0 0 ${width} ${height + 20}`} role="img" aria-label={label} className="h-auto w-full">
      <line x1="0" y1={height} x2={width} y2={height} stroke="#cbd5e1" />
      {days.map((d, i) => {
        const h = Math.round((d.amount / max) * (height - 10));
        return (
          <rect
            key={d.day}
            x={i * step + step * 0.15}
            y={height - h}
            width={step * 0.7}
            height={h}
            rx="2"
            className="fill-brand-500"
          >
            <title>{`${day(d)}: ${d.sales} ventas, ${formatMoney(d.amount)}`}</title>
          </rect>
        );
      })}
      <text x="0" y={height + 16} className="fill-slate-600 text-[11px]">
        {day(days[0])}
      </text>
      <text x={width} y={height + 16} textAnchor="end" className="fill-slate-600 text-[11px]">
        {day(days.at(-1))}
      </text>
    </svg>
  );
}
