/** The page of a waiting list offer's link: the freed time, 'Reservar este horario', and what became of it. */
import { Form, Link } from "react-router";
import { BOOK_PATH } from "#domain/booking/how-to-book.ts";
import { WAITLIST_MESSAGES as M, type WaitlistOfferView } from "#domain/booking/waitlist.ts";
import { formatVisitTime } from "#domain/dates.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { AccountCard } from "#app/features/account/account-card.tsx";
import { BusyButton } from "./review-panel.tsx";

type Shown = Exclude<WaitlistOfferView, { state: "invalid" }>;

const TITLES: Record<Shown["state"], string> = {
  open: M.offerTitle,
  booked: M.bookedTitle,
  taken: M.takenTitle,
  left: M.leftTitle,
  refused: M.refusedTitle,
};

function Details({ offer }: { offer: Shown }) {
  return (
    <dl className="grid grid-cols-1 gap-y-1 sm:grid-cols-[max-content_1fr] sm:gap-x-6 sm:gap-y-3 [&>dd]:mb-2 [&>dd]:text-slate-900 sm:[&>dd]:mb-0 [&>dt]:text-sm [&>dt]:font-medium [&>dt]:text-slate-600">
      <dt>Día y hora</dt>
      <dd className="font-semibold">
        <time dateTime={offer.startsAt}>{formatVisitTime(offer.startsAt)}</time>
      </dd>
      <dt>Sucursal</dt>
      <dd>{offer.storeName}</dd>
      <dt>Dirección</dt>
      <dd>{offer.storeAddress}</dd>
      <dt>Áreas</dt>
      <dd>{offer.areas.join(", ")}</dd>
    </dl>
  );
}

const LeaveButton = ({ primary }: { primary?: boolean }) => (
  <Form method="post">
    <input type="hidden" name="intent" value="leave" />
    <BusyButton className={`btn ${primary ? "btn-primary" : "btn-secondary"} w-full sm:w-auto`}>
      {M.leaveList}
    </BusyButton>
  </Form>
);

const OtherTimes = () => (
  <Link to={BOOK_PATH} className="font-medium text-brand-700 underline">
    {M.bookOther}
  </Link>
);

/** The offer as it is: open (with 'Reservar este horario'), booked, taken by someone else, or left. */
export function WaitlistOffer({ offer, leaving }: { offer: WaitlistOfferView; leaving: boolean }) {
  if (offer.state === "invalid") {
    return (
      <AccountCard title={M.invalidTitle}>
        <p className="text-slate-700">{M.invalidText}</p>
        <div className="mt-6">
          <OtherTimes />
        </div>
      </AccountCard>
    );
  }
  const title = leaving && offer.state !== "left" ? M.leaveList : TITLES[offer.state];
  return (
    <AccountCard title={title} wide>
      <div className="flex flex-col gap-5">
        {offer.state === "open" && !leaving ? (
          <p className="text-slate-700">{M.offerText(offer.name)}</p>
        ) : null}
        {offer.state === "booked" ? <Alert tone="success">{M.bookedText}</Alert> : null}
        {offer.state === "taken" ? <Alert tone="warning">{M.takenText}</Alert> : null}
        {offer.state === "left" ? <Alert tone="info">{M.leftText}</Alert> : null}
        {offer.state === "refused" ? <Alert tone="error">{offer.message}</Alert> : null}
        {leaving && offer.state !== "left" ? <p className="text-slate-700">{M.leaveText}</p> : null}
        <Details offer={offer} />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          {offer.state === "open" && !leaving ? (
            <Form method="post">
              <input type="hidden" name="intent" value="book" />
              <BusyButton className="btn btn-primary w-full sm:w-auto">{M.offerBook}</BusyButton>
            </Form>
          ) : null}
          {(offer.state === "open" || offer.state === "taken" || offer.state === "refused") && (
            <LeaveButton primary={leaving} />
          )}
          {offer.state === "booked" && offer.visitId ? (
            <Link to={`/my-account/turnos/${offer.visitId}`} className="btn btn-primary w-full sm:w-auto">
              {M.seeVisit}
            </Link>
          ) : null}
          {offer.state !== "open" && offer.state !== "booked" ? <OtherTimes /> : null}
        </div>
      </div>
    </AccountCard>
  );
}
