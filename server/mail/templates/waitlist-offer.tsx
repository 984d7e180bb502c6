import { Link, Text } from "@react-email/components";
import { WAITLIST_MESSAGES as M } from "#domain/booking/waitlist.ts";
import { formatVisitTime } from "#domain/dates.ts";
import type { MailContext } from "./context.ts";
import { ActionButton, MailLayout, styles } from "./layout.tsx";

export interface WaitlistOfferData {
  name: string;
  /** The freed time's start, an ISO instant. */
  startsAt: string;
  storeName: string;
  storeAddress: string;
  areas: string[];
  /** The offer's link token: it books the time for her, or takes her off the list. */
  token: string;
}

export const waitlistOfferSubject = (data: WaitlistOfferData) => M.mailSubject(data.startsAt, data.storeName);

/** The path of an offer's page; the mail and the page's route share it. */
export const waitlistOfferPath = (token: string) => `/turnos/lista-de-espera/${token}`;

/** A time freed on a day she waits for: when, where, the link that books it, and the one that leaves the list. */
export function WaitlistOfferMail({ data, ctx }: { data: WaitlistOfferData; ctx: MailContext }) {
  const href = `${ctx.publicUrl}${waitlistOfferPath(data.token)}`;
  return (
    <MailLayout client={ctx.client} preview={waitlistOfferSubject(data)}>
      <Text style={styles.heading}>{`${M.offerTitle}, ${data.name}`}</Text>
      <Text style={styles.paragraph}>
        <strong>{formatVisitTime(data.startsAt)}</strong>
        <br />
        {data.storeName}
        <br />
        {data.storeAddress}
      </Text>
      <Text style={styles.paragraph}>{`Áreas: ${data.areas.join(", ")}`}</Text>
      <Text style={styles.paragraph}>{M.mailFirst}</Text>
      <ActionButton href={href}>{M.offerBook}</ActionButton>
      <Text style={styles.paragraph}>
        ¿Ya no lo necesitás?{" "}
        <Link href={`${href}?salir=1`} style={styles.link}>
          {M.leaveList}
        </Link>
      </Text>
    </MailLayout>
  );
}
