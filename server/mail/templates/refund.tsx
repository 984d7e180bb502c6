import { Text } from "@react-email/components";
import { formatMoney } from "#domain/money.ts";
import type { MailContext } from "./context.ts";
import { MailLayout, styles } from "./layout.tsx";

export interface RefundData {
  name: string;
  paymentCode: string;
  /** Centavos given back by this refund. */
  amount: number;
  /** Nothing of the purchase remains once this refund is made (else a part of it does). */
  full: boolean;
  /** Centavos the purchase was paid; absent from mails queued before it was kept. */
  paid?: number;
  paymentMethod: string;
  cardLastFour: string | null;
}

export const refundSubject = (data: RefundData) =>
  `Te devolvimos ${formatMoney(data.amount)} de tu compra ${data.paymentCode}`;

/** "El total" only once nothing remains, and then for the whole amount paid, not for the last part given back. */
function refundSentence({ amount, full, paid, paymentCode }: RefundData): string {
  if (!full) {
    return `Devolvimos ${formatMoney(amount)} de tu compra ${paymentCode}; el resto de la compra sigue vigente.`;
  }
  if (paid === undefined || amount >= paid) {
    return `Devolvimos el total de tu compra ${paymentCode}: ${formatMoney(amount)}.`;
  }
  return `Devolvimos ${formatMoney(amount)} de tu compra ${paymentCode}; con lo devuelto antes, te devolvimos el total: ${formatMoney(paid)}.`;
}

/** The customer is told that money was given back to the card, and when it shows. */
export function RefundMail({ data, ctx }: { data: RefundData; ctx: MailContext }) {
  const card = data.cardLastFour
    ? `${data.paymentMethod} terminada en ${data.cardLastFour}`
    : data.paymentMethod;
  return (
    <MailLayout
      client={ctx.client}
      preview={`Devolución de ${formatMoney(data.amount)} (${data.paymentCode}).`}
    >
      <Text style={styles.heading}>{`Hola, ${data.name}`}</Text>
      <Text style={styles.paragraph}>{refundSentence(data)}</Text>
      <Text style={styles.paragraph}>
        {`El reintegro se hace en tu ${card}. Según tu banco, puede verse en el resumen de la tarjeta dentro de uno o dos resúmenes.`}
      </Text>
      <Text
        style={styles.small}
      >{`Si tenés dudas, escribinos a ${ctx.client.email} o llamanos al ${ctx.client.phone}.`}</Text>
    </MailLayout>
  );
}
