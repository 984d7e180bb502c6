import { Link } from "react-router";
import { BOOK_PATH, HOW_TO_BOOK } from "#domain/booking/how-to-book.ts";
import { formatMoney } from "#domain/money.ts";
import { areaLine } from "#domain/purchases/area-sessions.ts";
import type { PaymentResult } from "#domain/payments/views.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { PATHS, telHref } from "#app/lib/paths.ts";
import { PaymentStatusLabel } from "#app/features/account/payment-status-label.tsx";
import { OpeningHours } from "#app/features/stores/opening-hours.tsx";

export interface ResultContact {
  phone: string;
  email: string;
  whatsappNumber: string | null;
}

const TONE: Record<string, string> = {
  approved: "border-emerald-300 bg-emerald-50",
  authorized: "border-sky-300 bg-sky-50",
  in_process: "border-sky-300 bg-sky-50",
  pending: "border-sky-300 bg-sky-50",
};

function planText(payment: PaymentResult): string {
  if (payment.installments === 1) return `1 pago de ${formatMoney(payment.totalFinanced)}`;
  const cuotas = `${payment.installments} cuotas${payment.interestFree ? " sin interés" : ""}`;
  return `${cuotas} de ${formatMoney(payment.installmentAmount)}`;
}

/** The contact details of the client config, for a payment under review (SPEC.md §4). */
function Contact({ contact }: { contact: ResultContact }) {
  return (
    <div className="rounded-xl bg-white/70 p-4">
      <p className="font-semibold text-slate-900">¿Tenés dudas? Comunicate con nosotros:</p>
      <ul className="mt-2 flex flex-col gap-2 text-slate-800">
        <li>
          <a
            href={telHref(contact.phone)}
            className="inline-flex min-h-11 items-center gap-2 font-medium text-brand-700 underline"
          >
            <Icon name="phone" size={18} />
            {contact.phone}
          </a>
        </li>
        <li>
          <a
            href={`mailto:${contact.email}`}
            className="inline-flex min-h-11 items-center gap-2 font-medium text-brand-700 underline"
          >
            <Icon name="mail" size={18} />
            {contact.email}
          </a>
        </li>
        {contact.whatsappNumber ? (
          <li>
            <a
              href={`https://wa.me/${contact.whatsappNumber}`}
              className="inline-flex min-h-11 items-center gap-2 font-medium text-brand-700 underline"
            >
              <Icon name="whatsapp" size={18} />
              {`WhatsApp +${contact.whatsappNumber}`}
            </a>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

/** After an approved payment: book online from 'Mi cuenta', or call the branch (its phone and hours). */
function Booking({ store }: { store: PaymentResult["store"] }) {
  return (
    <section
      aria-labelledby="booking-title"
      className="rounded-card border border-brand-100 bg-white p-5 md:p-6"
    >
      <h2 id="booking-title" className="text-lg font-semibold text-slate-900">
        {HOW_TO_BOOK.title}
      </h2>
      <p className="mt-2 text-slate-800">{HOW_TO_BOOK.online}</p>
      <Link to={BOOK_PATH} className="btn btn-primary mt-3">
        {HOW_TO_BOOK.bookLabel}
      </Link>
      <p className="mt-4 text-slate-800">{HOW_TO_BOOK.byPhone}</p>
      <p className="mt-1 font-medium text-slate-900">{store.name}</p>
      <p className="mt-1 text-slate-700">{store.address}</p>
      {store.phone ? (
        <a
          href={telHref(store.phone)}
          className="mt-2 inline-flex min-h-11 items-center gap-2 font-medium text-brand-700 underline"
        >
          <Icon name="phone" size={18} />
          {store.phone}
        </a>
      ) : null}
      {store.hours.length > 0 ? (
        <div className="mt-3">
          <OpeningHours hours={store.hours} />
        </div>
      ) : null}
    </section>
  );
}

/**
 * The payment outcome (SPEC.md §4 "Payment status display", docs/decisions/0048): approved with its
 * transaction code and how to book; in process with the contact details; rejected with the way back to the
 * checkout, where the cart is still waiting.
 */
export function PaymentResultView({ payment, contact }: { payment: PaymentResult; contact: ResultContact }) {
  const approved = payment.status === "approved";
  const underReview =
    payment.status === "in_process" || payment.status === "authorized" || payment.status === "pending";
  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="result-title"
        className={`flex flex-col gap-3 rounded-card border-2 p-5 md:p-6 ${TONE[payment.status] ?? "border-red-300 bg-red-50"}`}
      >
        <h1 id="result-title" className="text-2xl font-bold text-slate-900 md:text-3xl">
          {payment.title}
        </h1>
        {approved ? (
          <p className="text-lg text-slate-900">
            Código de transacción: <span className="font-bold whitespace-nowrap">{payment.paymentCode}</span>
          </p>
        ) : null}
        <p className="text-slate-800">{payment.explanation}</p>
        {underReview ? <Contact contact={contact} /> : null}
        {payment.status === "rejected" ? (
          <div className="flex flex-wrap gap-3">
            <Link to={PATHS.checkout} className="btn btn-primary">
              Volver a intentar
            </Link>
            <p className="self-center text-sm text-slate-700">Tus áreas siguen en tu resumen de compra.</p>
          </div>
        ) : null}
      </section>

      {approved ? <Booking store={payment.store} /> : null}

      <section
        aria-labelledby="detail-title"
        className="rounded-card border border-brand-100 bg-white p-5 md:p-6"
      >
        <h2 id="detail-title" className="text-lg font-semibold text-slate-900">
          Detalle de tu compra
        </h2>
        <ul className="mt-3 flex flex-col gap-1 text-slate-800">
          {payment.areas.map((area) => (
            <li key={area.productId}>{areaLine(area)}</li>
          ))}
        </ul>
        <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-y-1 text-slate-700 [&>dd]:pl-4 [&>dd]:text-right">
          <dt>Sucursal</dt>
          <dd>{payment.store.name}</dd>
          {payment.discount > 0 ? (
            <>
              <dt>Descuento</dt>
              <dd>-{formatMoney(payment.discount)}</dd>
            </>
          ) : null}
          <dt>Forma de pago</dt>
          <dd>
            {payment.cardLastFour
              ? `${payment.paymentMethodName} terminada en ${payment.cardLastFour}`
              : payment.paymentMethodName}
          </dd>
          <dt>Cuotas</dt>
          <dd>{planText(payment)}</dd>
          <dt className="border-t border-brand-100 pt-2 font-bold text-slate-900">Total</dt>
          <dd className="border-t border-brand-100 pt-2 font-bold text-brand-700">
            {formatMoney(payment.totalFinanced)}
          </dd>
          <dt>Estado</dt>
          <dd>
            <PaymentStatusLabel status={payment.purchaseStatus} />
          </dd>
          {payment.refunded > 0 ? (
            <>
              <dt>Devuelto</dt>
              <dd>{formatMoney(payment.refunded)}</dd>
            </>
          ) : null}
        </dl>
      </section>

      <div className="flex flex-wrap gap-3">
        <Link to="/my-account/order/payments" className="btn btn-secondary">
          Ver mis pagos
        </Link>
        {approved ? (
          <Link to="/my-account/order/products" className="btn btn-secondary">
            Ver mis productos
          </Link>
        ) : null}
        <Link to={PATHS.areas} className="btn btn-secondary">
          Seguir comprando
        </Link>
      </div>
    </div>
  );
}
