import { Link, Text } from "@react-email/components";
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { BOOK_PATH } from "#domain/booking/how-to-book.ts";
import { formatVisitTime } from "#domain/dates.ts";
import type { MailContext } from "./context.ts";
import { ActionButton, MailLayout, styles } from "./layout.tsx";

export type VisitMailKind = "booked" | "moved" | "cancelled" | "reminder";

export interface VisitMailData {
  kind: VisitMailKind;
  visitId: string;
  name: string;
  /** ISO instants. */
  startsAt: string;
  endsAt: string;
  storeName: string;
  storeAddress: string;
  storePhone: string | null;
  areas: string[];
  /** Until how many hours before the visit it can be moved or cancelled. */
  changeCutoffHours: number;
  /** Grows with every change, so a calendar replaces the event it already holds. */
  sequence: number;
}

const HEADINGS: Record<VisitMailKind, string> = {
  booked: "Turno confirmado",
  moved: "Cambiaste tu turno",
  cancelled: "Cancelaste tu turno",
  reminder: "Te esperamos mañana",
};

export const visitSubject = (data: VisitMailData, ctx: MailContext) => {
  const when = formatVisitTime(data.startsAt);
  if (data.kind === "cancelled") return `Turno cancelado: ${when}`;
  if (data.kind === "reminder") return `Recordatorio de tu turno en ${ctx.client.name}: ${when}`;
  return `${HEADINGS[data.kind]}: ${when} en ${data.storeName}`;
};

const visitPath = (data: VisitMailData) => `/my-account/turnos/${data.visitId}`;

/**
 * The visit as an iCalendar file: a calendar adds it, and replaces or removes it on the next mail. Times are
 * written in UTC (with Z), which every calendar shows in its own zone; a TZID would need a VTIMEZONE block.
 */
export function visitCalendar(data: VisitMailData, ctx: MailContext): string {
  const calendar = ical({
    name: ctx.client.name,
    prodId: { company: ctx.client.name, product: "turnos", language: "ES" },
    method: data.kind === "cancelled" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: `${data.visitId}@${new URL(ctx.publicUrl).hostname}`,
    sequence: data.sequence,
    start: new Date(data.startsAt),
    end: new Date(data.endsAt),
    summary: `${ctx.client.name}: ${data.areas.join(", ")}`,
    location: `${data.storeName}, ${data.storeAddress}`,
    description: `Sesión de ${data.areas.join(", ")} en ${data.storeName}. Para cambiarlo o cancelarlo: ${ctx.publicUrl}${visitPath(data)}`,
    url: `${ctx.publicUrl}${visitPath(data)}`,
    status: data.kind === "cancelled" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}

export const visitAttachments = (data: VisitMailData, ctx: MailContext) => [
  {
    filename: "turno.ics",
    contentType: `text/calendar; charset=utf-8; method=${data.kind === "cancelled" ? "CANCEL" : "PUBLISH"}`,
    content: visitCalendar(data, ctx),
  },
];

/** A visit booked, moved, cancelled, or tomorrow: when, where, which areas, and how to change it. */
export function VisitMail({ data, ctx }: { data: VisitMailData; ctx: MailContext }) {
  const when = formatVisitTime(data.startsAt);
  return (
    <MailLayout client={ctx.client} preview={`${HEADINGS[data.kind]}: ${when}.`}>
      <Text style={styles.heading}>{`${HEADINGS[data.kind]}, ${data.name}`}</Text>
      <Text style={styles.paragraph}>
        <strong>{when}</strong>
        <br />
        {data.storeName}
        <br />
        {data.storeAddress}
        {data.storePhone ? (
          <>
            <br />
            {`Teléfono: ${data.storePhone}`}
          </>
        ) : null}
      </Text>
      <Text style={styles.paragraph}>{`Áreas: ${data.areas.join(", ")}`}</Text>
      {data.kind === "cancelled" ? (
        <Text style={styles.paragraph}>
          Tus sesiones siguen disponibles:{" "}
          <Link href={`${ctx.publicUrl}${BOOK_PATH}`} style={styles.link}>
            reservá otro turno
          </Link>{" "}
          cuando quieras.
        </Text>
      ) : (
        <>
          <Text style={styles.paragraph}>
            Adjuntamos el turno para que lo agregues a tu calendario. Podés cambiarlo o cancelarlo desde tu
            cuenta hasta {data.changeCutoffHours} horas antes.
          </Text>
          <ActionButton href={`${ctx.publicUrl}${visitPath(data)}/cambiar`}>Cambiar turno</ActionButton>
          <Text style={styles.paragraph}>
            <Link href={`${ctx.publicUrl}${visitPath(data)}`} style={styles.link}>
              Cancelar turno
            </Link>
          </Text>
        </>
      )}
    </MailLayout>
  );
}
