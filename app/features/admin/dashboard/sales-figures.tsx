import { formatIsoDate } from "#domain/accounts/dates.ts";
import { Form } from "react-router";
import { formatMoney } from "#domain/money.ts";
import type { DashboardRange } from "#domain/payments/dashboard-range.ts";
import type { DashboardFigures } from "#domain/payments/views.ts";
import { FieldLabel, inputClass } from "#app/features/account/form-fields.tsx";
import { AdminCard } from "#app/features/admin/layout/admin-shell.tsx";
import { AdminTable } from "#app/features/admin/layout/admin-table.tsx";
import { SalesChart } from "./sales-chart.tsx";

const percent = (part: number, whole: number) =>
  whole ? `${((part / whole) * 100).toLocaleString("es-AR", { maximumFractionDigits: 1 })} %` : "—";

function Kpi({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-brand-50 p-4">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}

function Totals({
  caption,
  first,
  rows,
}: {
  caption: string;
  first: string;
  rows: { name: string; sales: number; amount: number }[];
}) {
  return rows.length === 0 ? (
    <p className="text-slate-700">Sin ventas en el período.</p>
  ) : (
    <AdminTable caption={caption} columns={[first, "Ventas", "Cobrado"]}>
      {rows.map((r) => (
        <tr key={r.name} className="border-b border-slate-100">
          <td className="py-2 pr-4">{r.name}</td>
          <td className="py-2 pr-4 text-right">{r.sales}</td>
          <td className="py-2 text-right whitespace-nowrap">{formatMoney(r.amount)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** The dashboard's numbers for a period (a GET form): KPIs, sales per day, per franchise and branch, areas and codes. */
export function SalesFigures({ range, figures }: { range: DashboardRange; figures: DashboardFigures }) {
  return (
    <>
      <AdminCard title="Período">
        <Form method="get" className="grid gap-4 sm:grid-cols-3 sm:items-end">
          <div>
            <FieldLabel htmlFor="desde">Desde</FieldLabel>
            <input id="desde" name="desde" type="date" defaultValue={range.desde} className={inputClass} />
          </div>
          <div>
            <FieldLabel htmlFor="hasta">Hasta</FieldLabel>
            <input id="hasta" name="hasta" type="date" defaultValue={range.hasta} className={inputClass} />
          </div>
          <button type="submit" className="btn btn-primary w-full">
            Ver
          </button>
        </Form>
      </AdminCard>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Kpi label="Ventas aprobadas" value={figures.sales.toLocaleString("es-AR")} />
        <Kpi label="Cobrado (sin devoluciones)" value={formatMoney(figures.amount)} />
        <Kpi label="Ticket promedio" value={figures.sales ? formatMoney(figures.averageTicket) : "—"} />
        <Kpi label="Tasa de aprobación" value={percent(figures.approved, figures.decided)} />
      </dl>
      <AdminCard title="Ventas por día">
        <SalesChart days={figures.days} />
        <details className="mt-4">
          <summary className="cursor-pointer font-medium text-brand-700">Ver los números por día</summary>
          <AdminTable caption="Ventas por día" columns={["Día", "Ventas", "Cobrado"]}>
            {figures.days.map((d) => (
              <tr key={d.day} className="border-b border-slate-100">
                <td className="py-1 pr-4">{formatIsoDate(d.day)}</td>
                <td className="py-1 pr-4 text-right">{d.sales}</td>
                <td className="py-1 text-right whitespace-nowrap">{formatMoney(d.amount)}</td>
              </tr>
            ))}
          </AdminTable>
        </details>
      </AdminCard>
      <div className="grid gap-6 lg:grid-cols-2">
        <AdminCard title="Por franquicia">
          <Totals caption="Ventas por franquicia" first="Franquicia" rows={figures.franchises} />
        </AdminCard>
        <AdminCard title="Por sucursal">
          <Totals caption="Ventas por sucursal" first="Sucursal" rows={figures.branches} />
        </AdminCard>
        <AdminCard title="Áreas más vendidas">
          {figures.topAreas.length === 0 ? (
            <p className="text-slate-700">Sin ventas en el período.</p>
          ) : (
            <AdminTable caption="Áreas más vendidas" columns={["Área", "Cantidad", "A precio de lista"]}>
              {figures.topAreas.map((a) => (
                <tr key={a.title} className="border-b border-slate-100">
                  <td className="py-2 pr-4">{a.title}</td>
                  <td className="py-2 pr-4 text-right">{a.quantity}</td>
                  <td className="py-2 text-right whitespace-nowrap">{formatMoney(a.amount)}</td>
                </tr>
              ))}
            </AdminTable>
          )}
        </AdminCard>
        <AdminCard title="Códigos usados">
          {figures.codes.length === 0 ? (
            <p className="text-slate-700">Ningún código usado en el período.</p>
          ) : (
            <AdminTable caption="Códigos usados" columns={["Código", "Usos", "Descuento"]}>
              {figures.codes.map((c) => (
                <tr key={c.code} className="border-b border-slate-100">
                  <td className="py-2 pr-4">{c.code}</td>
                  <td className="py-2 pr-4 text-right">{c.uses}</td>
                  <td className="py-2 text-right whitespace-nowrap">{formatMoney(c.discount)}</td>
                </tr>
              ))}
            </AdminTable>
          )}
        </AdminCard>
      </div>
    </>
  );
}
