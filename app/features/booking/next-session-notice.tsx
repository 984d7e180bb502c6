import { Alert } from "#app/components/ui/alert.tsx";
import type { EarlyNotice } from "#domain/booking/next-session.ts";
import { NEXT_SESSION as M } from "#domain/booking/next-session-messages.ts";

/** The booking page's notice for a day before the areas' recommended interval: booking is allowed all the same. */
export function EarlyNotices({ notices }: { notices: readonly EarlyNotice[] }) {
  if (notices.length === 0) return null;
  return (
    <Alert tone="warning">
      {notices.map((n) => (
        <p key={`${n.from}-${n.areas.join()}`}>{M.early(n.areas, n.from, n.interval)}</p>
      ))}
    </Alert>
  );
}
