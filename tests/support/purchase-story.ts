/**
 * Issue 24's story of one purchase (docs/decisions/0049): the things that happen to it, applied as staff and the
 * customer do them (the sale's refund form, the agenda's marks, the booking service, the 'Botón de
 * arrepentimiento'), and the figures every reader shows of it, read over HTTP and from the outbox, next to those
 * its statement says they must show.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray } from "drizzle-orm";
import fc from "fast-check";
import { localDateOf } from "#domain/booking/local-time.ts";
import { moneyText } from "#domain/editing/money-input.ts";
import { formatMoney } from "#domain/money.ts";
import { areaTitle, sessionsText } from "#domain/purchases/area-sessions.ts";
import type { PurchaseStatement } from "#domain/purchases/statement.ts";
import { csvAmount } from "#domain/payments/sales-csv.ts";
import { adminAgendaPath } from "#domain/staff/pages.ts";
import { regretRequests, sessionEntitlements, visitAreas, visits } from "#server/db/schema/index.ts";
import { listMailbox } from "#server/mail/transports/mailbox.ts";
import { BookingDesk } from "#server/modules/booking/desk.ts";
import { csvCells, pageText, readersShop } from "./purchase-readers.ts";
import { hiddenFieldsOf, postRefund } from "./admin-http.ts";

export type StoryEvent =
  | { kind: "refund_amount"; percent: number }
  | { kind: "refund_sessions"; area: "Axilas" | "Bozo"; sessions: number }
  | { kind: "book"; areas: ("Axilas" | "Bozo")[] }
  | { kind: "mark"; outcome: "attended" | "missed" }
  | { kind: "cancel" }
  | { kind: "regret" };

/** Sequences of up to `max` events; the regret, which ends the story, comes less often. */
export const storyEvents = (max: number) =>
  fc.array(
    fc.oneof(
      {
        arbitrary: fc.record({
          kind: fc.constant("refund_amount"),
          percent: fc.integer({ min: 1, max: 60 }),
        }),
        weight: 2,
      },
      {
        arbitrary: fc.record({
          kind: fc.constant("refund_sessions"),
          area: fc.constantFrom("Axilas", "Bozo"),
          sessions: fc.integer({ min: 1, max: 12 }),
        }),
        weight: 4,
      },
      {
        arbitrary: fc.record({
          kind: fc.constant("book"),
          areas: fc.constantFrom<("Axilas" | "Bozo")[]>(["Axilas"], ["Bozo"], ["Axilas", "Bozo"]),
        }),
        weight: 6,
      },
      {
        arbitrary: fc.record({ kind: fc.constant("mark"), outcome: fc.constantFrom("attended", "missed") }),
        weight: 4,
      },
      { arbitrary: fc.constant({ kind: "cancel" as const }), weight: 2 },
      { arbitrary: fc.constant({ kind: "regret" as const }), weight: 1 },
    ) as fc.Arbitrary<StoryEvent>,
    { minLength: 1, maxLength: max },
  );

/** An amount as pageText reads it: its no-break space is a space. */
export const pageMoney = (centavos: number) => formatMoney(centavos).replace(/\s/g, " ");
const byText = (a: unknown, b: unknown) => JSON.stringify(a).localeCompare(JSON.stringify(b));
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The readers' shop with the agenda's desk on a clock of the test's: a visit is marked at its start, whatever the
 * real time, as staff would once it has begun.
 */
export async function storyShop(engine: "pglite" | "postgres") {
  let deskClock = new Date();
  const readers = await readersShop(engine, (s) => ({
    ...s,
    bookingDesk: new BookingDesk(s.database.db, s.booking, () => deskClock),
  }));
  const { shop, services } = readers;
  const db = shop.database.db;
  const [storeId] = await db.query.stores
    .findMany({ where: (s, { eq: is }) => is(s.slug, "candela-palermo") })
    .then((rows) => rows.map((r) => r.id));

  /** A purchase of Axilas × 2 (2x1) and Bozo, and what its story did: the statement after each refund. */
  async function begin() {
    const bought = await readers.twoForOnePurchase();
    const rows = await db
      .select()
      .from(sessionEntitlements)
      .where(eq(sessionEntitlements.paymentId, bought.payment.id));
    const entitlement = (title: string) => rows.find((e) => e.title === title)!;
    return { ...bought, entitlement, afterRefunds: [] as PurchaseStatement[], log: [] as string[] };
  }
  type Story = Awaited<ReturnType<typeof begin>>;

  const statementOf = (story: Story) => readers.statementOf(story.payment.id);

  /** The visits of the purchase still booked, soonest first. */
  const bookedVisits = (story: Story) =>
    db
      .selectDistinct({ id: visits.id, startsAt: visits.startsAt })
      .from(visits)
      .innerJoin(visitAreas, eq(visitAreas.visitId, visits.id))
      .innerJoin(sessionEntitlements, eq(sessionEntitlements.id, visitAreas.entitlementId))
      .where(and(eq(sessionEntitlements.paymentId, story.payment.id), eq(visits.status, "booked")))
      .orderBy(asc(visits.startsAt));

  /** 'Devolver' at /admin/ventas/:id with the fields of the form, then its 'Confirmar devolución de …'. */
  async function refundForm(story: Story, fields: Record<string, string>) {
    const res = await postRefund((form) => readers.ownerPost(`/admin/ventas/${story.payment.id}`, form), {
      refund_key: randomUUID(),
      reason: "Pedido de la clienta",
      ...fields,
    });
    if (res.statusCode !== 200) throw new Error(`the refund answered ${res.statusCode}`);
    story.afterRefunds.push(await statementOf(story));
  }

  /** Applies one event as the shop's people would, and notes in the story's log what it did. */
  async function apply(story: Story, event: StoryEvent): Promise<void> {
    const before = await statementOf(story);
    const note = (what: string) => void story.log.push(`${JSON.stringify(event)}: ${what}`);
    switch (event.kind) {
      case "refund_amount": {
        if (before.net <= 0) return note("nothing left to give back");
        const amount = Math.max(1_00, Math.round((before.net * event.percent) / 100_00) * 100);
        await refundForm(story, { amount: moneyText(Math.min(amount, before.net)) });
        return note(`refunded ${Math.min(amount, before.net)}`);
      }
      case "refund_sessions": {
        const area = before.areas.find((a) => a.title === event.area)!;
        const sessions = Math.min(event.sessions, area.bought - area.used - area.cancelled);
        if (before.net <= 0 || sessions <= 0) return note("no session to give back");
        // The amount is required: half of what is left goes with the sessions.
        const amount = Math.max(1_00, Math.round(before.net / 2 / 100) * 100);
        await refundForm(story, {
          [`sesiones_${area.productId}`]: String(sessions),
          amount: moneyText(Math.min(amount, before.net)),
        });
        return note(`gave back ${sessions} sessions`);
      }
      case "book": {
        const ids = event.areas.map((title) => story.entitlement(title).id);
        try {
          const visitId = await readers.bookFirstFree(story.account.id, ids);
          return note(`booked ${visitId}`);
        } catch (err) {
          return note(`refused: ${(err as Error).message}`);
        }
      }
      case "mark": {
        const [visit] = await bookedVisits(story);
        if (!visit) return note("no visit to mark");
        deskClock = new Date(visit.startsAt.getTime() + 60_000);
        const day = localDateOf(visit.startsAt.getTime());
        const res = await readers.ownerPost(adminAgendaPath(storeId!, day), {
          visit: visit.id,
          intent: event.outcome,
        });
        if (res.statusCode !== 200) throw new Error(`the mark answered ${res.statusCode}`);
        return note(`marked ${visit.id}`);
      }
      case "cancel": {
        const [visit] = (await bookedVisits(story)).reverse();
        if (!visit) return note("no visit to cancel");
        const outcome = await services.booking.cancel({ accountId: story.account.id, visitId: visit.id });
        return note(outcome.ok ? `cancelled ${visit.id}` : `refused: ${JSON.stringify(outcome)}`);
      }
      case "regret": {
        const answer = await services.regret.submit(
          { email: story.account.email, payment_code: story.payment.paymentCode, comment: "" },
          "10.9.9.9",
        );
        const [request] = await db
          .select()
          .from(regretRequests)
          .where(
            and(
              eq(regretRequests.paymentCode, story.payment.paymentCode),
              inArray(regretRequests.status, ["accepted"]),
            ),
          );
        if (!request) return note(`not accepted: ${answer.kind}`);
        const review = await readers.ownerPost("/admin/arrepentimientos", { id: request.id });
        const confirm = hiddenFieldsOf(review.body, "Confirmar devolución");
        const res = await readers.ownerPost("/admin/arrepentimientos", confirm);
        if (res.statusCode !== 200) throw new Error(`the regret refund answered ${res.statusCode}`);
        story.afterRefunds.push(await statementOf(story));
        return note("regret refunded");
      }
    }
  }

  /**
   * The texts of the purchase mail and of each refund's mail as the customer got them (the local mailbox),
   * oldest first, once there is one per refund made.
   */
  async function delivered(story: Story): Promise<string[]> {
    const mine = (subject: string) => subject.includes(story.payment.paymentCode);
    for (const deadline = Date.now() + 15_000; ;) {
      const mails = (await listMailbox(shop.config.mail.mailboxDir))
        .filter((m) => m.to === story.account.email && mine(m.subject))
        .reverse();
      const refunds = mails.filter((m) => m.subject.startsWith("Te devolvimos"));
      const purchase = mails.filter((m) => m.subject.endsWith(`fue aprobada (${story.payment.paymentCode})`));
      if (purchase.length === 1 && refunds.length >= story.afterRefunds.length) {
        return [...purchase, ...refunds].map((m) => m.text.replace(/\s+/g, " "));
      }
      if (Date.now() > deadline) throw new Error(`the mails of ${story.payment.paymentCode} did not arrive`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** Every reader's figures of the purchase, as it shows them. */
  async function views(story: Story) {
    const s = await statementOf(story);
    const code = story.payment.paymentCode;
    const customer = (url: string) => readers.customerPage(story.cookie, url);
    const [result, payments, areas, account, sale, csv] = await Promise.all([
      customer(`/shop/checkout/success?pago=${story.payment.id}`),
      customer("/my-account/order/payments"),
      customer("/my-account/order/products"),
      customer("/my-account"),
      readers.ownerPage(`/admin/ventas/${story.payment.id}`).then(pageText),
      readers.ownerPage(`/admin/ventas/exportar?q=${code}`),
    ]);
    const cell = csvCells(csv);
    const [purchaseMail, ...refundMails] = await delivered(story);
    const found = (text: string, pattern: string) => new RegExp(pattern).exec(text)?.slice(1) ?? null;
    return {
      result: {
        status: result.includes(s.statusName),
        refunded: found(result, "Devuelto (\\$ [\\d.]+,\\d\\d)")?.[0] ?? null,
        areas: s.areas.map((a) => found(result, `${escape(areaTitle(a))} — (\\d+) sesiones`)?.[0] ?? null),
      },
      payments: found(
        payments,
        `${code} (\\$ [\\d.]+,\\d\\d) ([A-Za-zÁÉÍÓÚáéíóú ]+?)(?: Devuelto: (\\$ [\\d.]+,\\d\\d))? \\d\\d/`,
      ),
      areas: s.areas.map((a) =>
        found(areas, `${escape(areaTitle(a))} (\\d+) sesiones Disponibles para reservar: (\\d+)`),
      ),
      sessions: s.areas.map((a) =>
        found(
          account,
          `${escape(areaTitle(a))}((?: \\(compra devuelta\\))?) Candela Palermo (\\d+) (\\d+) (\\d+) `,
        ),
      ),
      sale: {
        status: found(sale, `Venta ${code} ([A-Za-zÁÉÍÓÚáéíóú ]+?) Volver a ventas`)?.[0] ?? null,
        charged: found(sale, "Cobrado (\\$ [\\d.]+,\\d\\d)")?.[0] ?? null,
        refunded: found(sale, "Devuelto (\\$ [\\d.]+,\\d\\d)")?.[0] ?? null,
        sessions: s.areas.map((a) =>
          found(sale, `${escape(areaTitle(a))} (\\d+) (\\d+) (\\d+) (\\d+) (\\d+)`),
        ),
      },
      csv: [cell("Estado"), cell("Cobrado"), cell("Devuelto"), cell("Neto")],
      purchaseMail: s.areas.map(
        (a) => found(purchaseMail!, `• ${escape(areaTitle(a))} — (\\d+) sesiones`)?.[0] ?? null,
      ),
      // Sorted: the mailbox orders mails by their Date header, which counts whole seconds.
      refundMails: refundMails
        .map((m) => [
          found(m, "Devolvimos (?:el total de tu compra \\S+: )?(\\$ [\\d.]+,\\d\\d)")?.[0] ?? null,
          found(m, "(Te quedan? .+?\\.|Ya no te quedan sesiones por usar\\.|el total)")?.[0] ?? null,
        ])
        .sort(byText),
    };
  }

  /** What every reader must show, told from the statement (and the statements right after each refund). */
  async function expected(story: Story): Promise<Awaited<ReturnType<typeof views>>> {
    const s = await statementOf(story);
    const held = ["approved", "partially_refunded", "in_mediation"].includes(s.status);
    const n = (x: number) => String(x);
    return {
      result: {
        status: true,
        refunded: s.refunded > 0 ? pageMoney(s.refunded) : null,
        areas: s.areas.map((a) => n(a.bought)),
      },
      payments: [
        pageMoney(s.paid),
        s.statusName,
        s.refunded > 0 ? pageMoney(s.refunded) : undefined,
      ] as never,
      areas: s.areas.map((a) => (held ? [n(a.bought), n(a.available)] : null)),
      sessions: s.areas.map((a) => [
        held ? "" : " (compra devuelta)",
        n(a.used),
        n(a.booked),
        n(a.available),
      ]),
      sale: {
        status: s.statusName,
        charged: pageMoney(s.paid),
        refunded: s.refunded > 0 ? pageMoney(s.refunded) : null,
        sessions: s.areas.map((a) => [a.bought, a.used, a.booked, a.cancelled, a.available].map(n)),
      },
      csv: [s.statusName, csvAmount(s.paid), csvAmount(s.refunded), csvAmount(s.net)],
      purchaseMail: s.areas.map((a) => n(a.bought)),
      refundMails: story.afterRefunds
        .map((after, i) => [
          pageMoney(after.refunded - (story.afterRefunds[i - 1]?.refunded ?? 0)),
          after.status === "refunded" ? "el total" : remainingSentence(after),
        ])
        .sort(byText),
    };
  }

  return { readers, begin, apply, views, expected, statementOf };
}

/** "Te quedan 11 sesiones de Axilas y 6 sesiones de Bozo.": the unused sessions (booked ones too) per area. */
function remainingSentence(after: PurchaseStatement) {
  const left = after.areas.filter((a) => a.available + a.booked > 0);
  if (left.length === 0) return "Ya no te quedan sesiones por usar.";
  const parts = left.map((a) => `${sessionsText(a.available + a.booked)} de ${a.title}`);
  const listed = parts.length > 1 ? `${parts.slice(0, -1).join(", ")} y ${parts.at(-1)}` : parts[0];
  const one = left.length === 1 && left[0]!.available + left[0]!.booked === 1;
  return `Te ${one ? "queda" : "quedan"} ${listed}.`;
}
