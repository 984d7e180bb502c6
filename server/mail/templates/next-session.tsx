import { Section, Text } from "@react-email/components";
import { NEXT_SESSION as M } from "#domain/booking/next-session-messages.ts";
import { formatVisitTime } from "#domain/dates.ts";
import { localDateOf } from "#domain/booking/local-time.ts";
import type { MailContext } from "./context.ts";
import { ActionButton, MailLayout, styles } from "./layout.tsx";

/** One next session: its areas, window, branch, first free times and the booking page's address. */
export interface NextSessionMailOffer {
  areas: string[];
  /** Local dates, the window's first and last days. */
  from: string;
  to: string;
  storeName: string;
  /** ISO instants. */
  times: string[];
  /** A path of the shop: the booking page with the branch, the areas and the day chosen. */
  bookPath: string;
}

export interface NextSessionMailData {
  /** 'Asistió' was marked, or the window has opened and nothing is booked. */
  kind: "attended" | "reminder";
  name: string;
  /** The visit just attended (the attendance mail). */
  visit?: { startsAt: string; storeName: string; areas: string[] };
  offers: NextSessionMailOffer[];
}

export const nextSessionSubject = (data: NextSessionMailData) =>
  data.kind === "attended"
    ? M.attendedSubject(data.visit?.storeName ?? "")
    : M.reminderSubject(data.offers.flatMap((o) => o.areas));

function Offer({ offer, ctx }: { offer: NextSessionMailOffer; ctx: MailContext }) {
  return (
    <Section>
      <Text style={styles.paragraph}>
        {M.window(offer.areas, offer.from, offer.to)} {M.atStore(offer.storeName)}
      </Text>
      {offer.times.length > 0 ? (
        <Text style={styles.paragraph}>
          <strong>{M.firstTimes}:</strong>
          {offer.times.map((t) => (
            <span key={t}>
              <br />
              {formatVisitTime(t)}
            </span>
          ))}
        </Text>
      ) : (
        <Text style={styles.paragraph}>{M.noTimes}</Text>
      )}
      <ActionButton href={`${ctx.publicUrl}${offer.bookPath}`}>{M.book}</ActionButton>
    </Section>
  );
}

/** After 'Asistió' (thanks, and the next session) or when the next session's window opens. */
export function NextSessionMail({ data, ctx }: { data: NextSessionMailData; ctx: MailContext }) {
  const heading = data.kind === "attended" ? M.attendedHeading(data.name) : M.reminderHeading(data.name);
  return (
    <MailLayout client={ctx.client} preview={nextSessionSubject(data)}>
      <Text style={styles.heading}>{heading}</Text>
      {data.visit ? (
        <Text style={styles.paragraph}>
          {M.attendedVisit(
            data.visit.areas,
            localDateOf(Date.parse(data.visit.startsAt)),
            data.visit.storeName,
          )}
        </Text>
      ) : (
        <Text style={styles.paragraph}>{M.reminderIntro}</Text>
      )}
      {data.offers.map((offer) => (
        <Offer key={`${offer.from}-${offer.areas.join()}`} offer={offer} ctx={ctx} />
      ))}
    </MailLayout>
  );
}
