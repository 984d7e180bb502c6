import { Text } from "@react-email/components";
import { ADMIN_AGENDA_PATH, HOW_TO_BOOK } from "#domain/booking/how-to-book.ts";
import { formatMoney } from "#domain/money.ts";
import { areaLine } from "#domain/purchases/area-sessions.ts";
import type { MailContext } from "./context.ts";
import { MailLayout, styles } from "./layout.tsx";
import { planText, type PurchaseData } from "./purchase.tsx";

export interface BranchSaleData extends Pick<
  PurchaseData,
  "paymentCode" | "items" | "total" | "discount" | "totalFinanced" | "installments" | "installmentAmount"
> {
  storeName: string;
  customer: { name: string; surname: string; identifire: string; mobilePhone: string | null; email: string };
  paymentMethod: string;
}

export const branchSaleSubject = (data: BranchSaleData) =>
  `Nueva venta para ${data.storeName}: ${data.customer.name} ${data.customer.surname} (${data.paymentCode})`;

/** An approved sale, for the branch that gives the sessions: who bought what, how it was paid, how to book. */
export function BranchSaleMail({ data, ctx }: { data: BranchSaleData; ctx: MailContext }) {
  const c = data.customer;
  return (
    <MailLayout client={ctx.client} preview={`Venta aprobada ${data.paymentCode} para ${data.storeName}.`}>
      <Text style={styles.heading}>{`Nueva venta para ${data.storeName}`}</Text>
      <Text style={styles.paragraph}>
        {`Se aprobó un pago en la tienda online. ${HOW_TO_BOOK.branch.online}`}
      </Text>
      <Text style={styles.paragraph}>
        {HOW_TO_BOOK.branch.byPhone(`${ctx.publicUrl}${ADMIN_AGENDA_PATH}`, data.storeName, c.email)}
      </Text>
      <Text style={{ ...styles.paragraph, fontWeight: 700, margin: "0 0 8px" }}>Cliente</Text>
      <Text style={styles.paragraph}>
        {`${c.name} ${c.surname}`}
        <br />
        {`DNI: ${c.identifire}`}
        <br />
        {`Teléfono: ${c.mobilePhone ?? "no informado"}`}
        <br />
        {`E-mail: ${c.email}`}
      </Text>
      <Text style={{ ...styles.paragraph, fontWeight: 700, margin: "0 0 8px" }}>Áreas y sesiones</Text>
      <Text style={styles.paragraph}>
        {data.items.map((item, i) => (
          <span key={`${item.title}-${i}`}>
            {i > 0 ? <br /> : null}
            {`• ${areaLine(item)}`}
          </span>
        ))}
      </Text>
      <Text style={{ ...styles.paragraph, fontWeight: 700, margin: "0 0 8px" }}>Pago</Text>
      <Text style={styles.paragraph}>
        {`Código de compra: ${data.paymentCode}`}
        <br />
        {data.discount > 0 ? `Descuento: ${formatMoney(data.discount)} · ` : ""}
        {`Total: ${formatMoney(data.total)}`}
        <br />
        {`${planText(data)} · ${data.paymentMethod}`}
      </Text>
    </MailLayout>
  );
}
