/**
 * A shop where a customer bought Axilas × 2 with the demo's 2x1 and Bozo at Candela Palermo, and the readers of
 * that purchase (docs/decisions/0049): her pages over HTTP, the back office's as its owner, the mails queued.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, like, or, sql } from "drizzle-orm";
import { addDays, parseSlot } from "#domain/booking/local-time.ts";
import { accounts, mailOutbox, products, stores } from "#server/db/schema/index.ts";
import type { MailTemplateName } from "#server/mail/templates/index.ts";
import { loadStatement } from "#server/modules/purchases/statements.ts";
import { decodeHtml, signUp } from "./accounts.ts";
import { staffClients } from "./admin-http.ts";
import { mailText } from "./mail-text.ts";
import { startShop, type Services, type Shop } from "./payments-in-process.ts";
import { shownCharge } from "./shown-charge.ts";

const PUBLIC_URL = "http://127.0.0.1:9";

/** The visible text of a page: no tags, entities decoded, one space (no-break ones too) between words. */
export const pageText = (html: string) =>
  decodeHtml(html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, " ").replace(/<[^>]+>/g, " ")).replace(
    /\s+/g,
    " ",
  );

/** The sales CSV's one row, as a reader of its named cells ('Estado', 'Cobrado', …). */
export function csvCells(csv: string): (name: string) => string | undefined {
  const [head, row] = csv
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n")
    .map((l) => l.split(";"));
  return (name) => row![head!.indexOf(name)];
}

export async function readersShop(engine: "pglite" | "postgres", replace?: Parameters<typeof startShop>[2]) {
  const { shop, services } = await startShop(engine, PUBLIC_URL, replace);
  const { request } = await staffClients(shop, { owner: { role: "owner" } });
  const db = shop.database.db;
  let n = 0;

  /** Her page as she reads it. */
  const customerPage = async (cookie: string, url: string) => {
    const res = await shop.app.inject({ url, headers: { cookie: `token=${cookie}` } });
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
    return pageText(res.body);
  };
  /** A back-office page (or download) as the owner reads it. */
  const ownerPage = async (url: string) => {
    const res = await request("GET", url, "owner");
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
    return res.body;
  };

  /** A form posted to a back-office page as the owner. */
  const ownerPost = (url: string, fields: Record<string, string>) => request("POST", url, "owner", fields);

  /** A signed-in customer who paid (APRO) for Axilas × 2, one of them free with the 2x1, and Bozo. */
  async function twoForOnePurchase() {
    const email = `lectora-${engine}-${++n}-${randomUUID().slice(0, 6)}@example.com`;
    const cookie = await signUp(shop.app, shop.config.mail.mailboxDir, email);
    const [account] = await db.select().from(accounts).where(eq(accounts.email, email));
    const areas = await db
      .select()
      .from(products)
      .where(inArray(products.slug, ["axilas", "bozo"]));
    const id = (slug: string) => areas.find((a) => a.slug === slug)!.id;
    await services.cart.add(account!.id, { productId: id("axilas"), quantity: 2 });
    await services.cart.add(account!.id, { productId: id("bozo"), quantity: 1 });
    const [palermo] = await db.select().from(stores).where(eq(stores.slug, "candela-palermo"));
    await services.cart.chooseStore(account!.id, palermo!.id);
    const token = await services.payments.sandbox!.createCardToken({
      card_number: "4509953566233704",
      security_code: "123",
      expiration_month: "11",
      expiration_year: "30",
      cardholder: { name: "APRO", identification: { type: "DNI", number: account!.identifire! } },
    });
    const outcome = await services.paymentService.pay(account!.id, {
      token: token.id,
      payment_method_id: "visa",
      installments: 1,
      email,
      mobile_phone: "1155550000",
      identification_type: "DNI",
      identification_number: account!.identifire!,
      attempt_key: randomUUID(),
      transaction_amount: await shownCharge(db, services.cart, account!.id, "visa", 1),
    });
    if (!outcome.ok || outcome.payment.status !== "approved") throw new Error("the payment was not approved");
    return { cookie, account: account!, payment: outcome.payment };
  }

  const refund = async (paymentId: string, amount?: number) => {
    const outcome = await services.paymentService.refund({
      paymentId,
      amount,
      reason: "Pedido de la clienta",
      source: "back_office",
      staffId: null,
      idempotencyKey: randomUUID(),
    });
    if (!outcome.ok) throw new Error(`refund refused: ${outcome.code}`);
  };

  /** Books the first free time from tomorrow on for the given areas (entitlement ids). */
  async function bookFirstFree(accountId: string, entitlementIds: string[]) {
    const first = await services.booking.choice(accountId, { entitlementIds });
    for (let day = first.firstDay; day <= first.lastDay;) {
      const choice = await services.booking.choice(accountId, { entitlementIds, day });
      if (choice.slots.length > 0 && day > first.firstDay) {
        const booked = await services.booking.book({
          accountId,
          storeId: choice.storeId!,
          entitlementIds,
          start: parseSlot(choice.slots[0]!)!,
        });
        if (!booked.ok) throw new Error(`the booking was refused: ${booked.message}`);
        return booked.visitId;
      }
      day = addDays(day, 1);
    }
    throw new Error("no free time to book");
  }

  /**
   * The text of the mails of one template about a purchase (by its code, in the data of a waiting mail or the
   * subject of a sent one), oldest first.
   */
  async function mailsAbout(template: MailTemplateName, paymentCode: string): Promise<string[]> {
    const rows = await db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.template, template),
          or(
            sql`${mailOutbox.data} ->> 'paymentCode' = ${paymentCode}`,
            like(mailOutbox.subject, `%${paymentCode}%`),
          ),
        ),
      )
      .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
    const where = { publicUrl: PUBLIC_URL, mailboxDir: shop.config.mail.mailboxDir };
    return Promise.all(rows.map((r) => mailText(r, where)));
  }

  const statementOf = async (paymentId: string) => (await loadStatement(db, paymentId))!;

  return {
    shop: shop as Shop,
    services: services as Services,
    customerPage,
    ownerPage,
    ownerPost,
    twoForOnePurchase,
    refund,
    bookFirstFree,
    mailsAbout,
    statementOf,
  };
}
