import { Text } from "@react-email/components";
import { formatVisitTime } from "#domain/dates.ts";
import { formatMoney } from "#domain/money.ts";
import { sessionsText as sessions } from "#domain/purchases/area-sessions.ts";
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
  /** The areas' sessions this refund gave back (`all`: none of the area is left); absent before refunds had lines. */
  returned?: { title: string; sessions: number; all: boolean }[];
  /** The unused sessions the customer keeps, per area. */
  remaining?: { title: string; sessions: number }[];
  /** The visits to come that lost areas to this refund, cancelled when none was left. */
  visits?: { startsAt: string; storeName: string; areas: string[]; cancelled: boolean }[];
}

const list = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} y ${items.at(-1)}` : (items[0] ?? "");

/** " (Bozo)", " (2 sesiones de Axilas)": what the refund gave back besides money. */
const returnedPart = (returned: RefundData["returned"] = []) =>
  returned.length === 0
    ? ""
    : ` (${list(returned.map((r) => (r.all ? r.title : `${sessions(r.sessions)} de ${r.title}`)))})`;

/** "Te quedan 6 sesiones de Axilas." */
function remainingSentence(remaining: NonNullable<RefundData["remaining"]>): string {
  if (remaining.length === 0) return "Ya no te quedan sesiones por usar.";
  const verb = remaining.length === 1 && remaining[0]!.sessions === 1 ? "queda" : "quedan";
  return `Te ${verb} ${list(remaining.map((r) => `${sessions(r.sessions)} de ${r.title}`))}.`;
}

/** "Cancelamos tu turno del …": one line per visit to come the refund took areas off. */
function visitLine(visit: NonNullable<RefundData["visits"]>[number]): string {
  const when = `${formatVisitTime(visit.startsAt)} en ${visit.storeName}`;
  return visit.cancelled
    ? `${when}: cancelado (${list(visit.areas)}).`
    : `${when}: sigue en pie, sin ${list(visit.areas)}.`;
}

export const refundSubject = (data: RefundData) =>
  `Te devolvimos ${formatMoney(data.amount)} de tu compra ${data.paymentCode}`;

/** "El total" only once nothing remains, and then for the whole amount paid, not for the last part given back. */
function refundSentence({ amount, full, paid, paymentCode, returned, remaining }: RefundData): string {
  if (!full && remaining) {
    return `Devolvimos ${formatMoney(amount)} de tu compra ${paymentCode}${returnedPart(returned)}. ${remainingSentence(remaining)}`;
  }
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
      {data.visits?.length ? (
        <>
          <Text style={styles.paragraph}>Por esta devolución cambiaron tus turnos:</Text>
          {data.visits.map((visit) => (
            <Text key={visit.startsAt} style={styles.paragraph}>{`• ${visitLine(visit)}`}</Text>
          ))}
        </>
      ) : null}
      <Text style={styles.paragraph}>
        {`El reintegro se hace en tu ${card}. Según tu banco, puede verse en el resumen de la tarjeta dentro de uno o dos resúmenes.`}
      </Text>
      <Text
        style={styles.small}
      >{`Si tenés dudas, escribinos a ${ctx.client.email} o llamanos al ${ctx.client.phone}.`}</Text>
    </MailLayout>
  );
}
