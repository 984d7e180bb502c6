import { Link, Text } from "@react-email/components";
import { formatDate } from "#domain/dates.ts";
import { REVIEW_MESSAGES as M } from "#domain/reviews/messages.ts";
import { reviewPath } from "#domain/reviews/rules.ts";
import { listInSpanish } from "#domain/spanish-list.ts";
import type { MailContext } from "./context.ts";
import { ActionButton, MailLayout, styles } from "./layout.tsx";

export interface ReviewRequestData {
  name: string;
  /** The one-time token of the link; the database keeps only its hash. */
  token: string;
  areas: string[];
  storeName: string;
  /** The visit's start, an ISO instant. */
  startsAt: string;
  linkDays: number;
}

export const reviewRequestSubject = (_data: ReviewRequestData, ctx: MailContext) =>
  M.mailSubject(ctx.client.name);

export function ReviewRequestMail({ data, ctx }: { data: ReviewRequestData; ctx: MailContext }) {
  const url = `${ctx.publicUrl}${reviewPath(data.token)}`;
  return (
    <MailLayout client={ctx.client} preview={M.mailPreview}>
      <Text style={styles.heading}>{M.mailGreeting(data.name)}</Text>
      <Text style={styles.paragraph}>
        {M.mailBody(listInSpanish(data.areas), data.storeName, formatDate(data.startsAt))}
      </Text>
      <ActionButton href={url}>{M.mailButton}</ActionButton>
      <Text style={styles.small}>{M.mailNote(data.linkDays)}</Text>
      <Text style={styles.small}>
        <Link href={url} style={styles.link}>
          {url}
        </Link>
      </Text>
    </MailLayout>
  );
}
