import { Hr, Section, Text } from "@react-email/components";
import { BOOK_PATH, HOW_TO_BOOK } from "#domain/booking/how-to-book.ts";
import { formatMoney } from "#domain/money.ts";
import { areaLine } from "#domain/purchases/area-sessions.ts";
import type { MailContext } from "./context.ts";
import { ActionButton, MailLayout, styles } from "./layout.tsx";

export interface PurchaseData {
  name: string;
  paymentCode: string;
  /** Each area with its quantity and its sessions in all (a 2x1 on Axilas of 6 sessions: 2 and 12). */
  items: { title: string; quantity: number; sessions: number }[];
  store: { name: string; address: string; phone: string | null };
  /** Centavos: the cash price after discounts, and what was charged for the plan. */
  total: number;
  discount: number;
  totalFinanced: number;
  installments: number;
  installmentAmount: number;
  paymentMethod: string;
  cardLastFour: string | null;
}

export const purchaseSubject = (data: PurchaseData, ctx: MailContext) =>
  `Tu compra en ${ctx.client.name} fue aprobada (${data.paymentCode})`;

/** "1 pago de $ …", "3 cuotas sin interés de $ …" or "12 cuotas de $ … (total $ …)". */
export function planText(
  data: Pick<PurchaseData, "total" | "totalFinanced" | "installments" | "installmentAmount">,
) {
  if (data.installments === 1) return `1 pago de ${formatMoney(data.totalFinanced)}`;
  if (data.totalFinanced === data.total) {
    return `${data.installments} cuotas sin interés de ${formatMoney(data.installmentAmount)}`;
  }
  return `${data.installments} cuotas de ${formatMoney(data.installmentAmount)} (total financiado ${formatMoney(data.totalFinanced)})`;
}

/** The customer's receipt of an approved purchase, with what to do next: how to book (HOW_TO_BOOK). */
export function PurchaseMail({ data, ctx }: { data: PurchaseData; ctx: MailContext }) {
  const { client } = ctx;
  const card = data.cardLastFour
    ? `${data.paymentMethod} terminada en ${data.cardLastFour}`
    : data.paymentMethod;
  return (
    <MailLayout client={client} preview={`Tu pago fue aprobado. Código de compra ${data.paymentCode}.`}>
      <Text style={styles.heading}>{`¡Gracias por tu compra, ${data.name}!`}</Text>
      <Text style={styles.paragraph}>
        Tu pago fue aprobado. Tu código de compra es <strong>{data.paymentCode}</strong>.
      </Text>

      <Text style={{ ...styles.paragraph, fontWeight: 700, margin: "0 0 8px" }}>Áreas compradas</Text>
      <Text style={styles.paragraph}>
        {data.items.map((item, i) => (
          <span key={`${item.title}-${i}`}>
            {i > 0 ? <br /> : null}
            {`• ${areaLine(item)}`}
          </span>
        ))}
      </Text>

      <Text style={{ ...styles.paragraph, fontWeight: 700, margin: "0 0 8px" }}>Sucursal</Text>
      <Text style={styles.paragraph}>
        {data.store.name}
        <br />
        {data.store.address}
        {data.store.phone ? (
          <>
            <br />
            {`Teléfono: ${data.store.phone}`}
          </>
        ) : null}
      </Text>

      <Text style={{ ...styles.paragraph, fontWeight: 700, margin: "0 0 8px" }}>Pago</Text>
      <Text style={styles.paragraph}>
        {data.discount > 0 ? (
          <>
            {`Descuento: ${formatMoney(data.discount)}`}
            <br />
          </>
        ) : null}
        {`Total: ${formatMoney(data.total)}`}
        <br />
        {planText(data)}
        <br />
        {card}
      </Text>

      <Hr style={{ borderColor: "#e9d5f5" }} />
      <Section>
        <Text style={{ ...styles.paragraph, fontWeight: 700, margin: "0 0 8px" }}>{HOW_TO_BOOK.title}</Text>
        <Text style={styles.paragraph}>{HOW_TO_BOOK.online}</Text>
        <ActionButton href={`${ctx.publicUrl}${BOOK_PATH}`}>{HOW_TO_BOOK.bookLabel}</ActionButton>
        <Text style={styles.small}>{HOW_TO_BOOK.byPhoneAt(data.store, client.phone)}</Text>
      </Section>
    </MailLayout>
  );
}
