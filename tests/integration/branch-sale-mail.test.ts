import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { accounts, franchises, mailOutbox, stores } from "#server/db/schema/index.ts";
import { listMailbox } from "#server/mail/transports/mailbox.ts";
import { ENGINE } from "../support/database.ts";
import {
  paymentInProcess,
  settle,
  startShop,
  type Services,
  type Shop,
} from "../support/payments-in-process.ts";

const ROUNDS = 20;
const RACERS = 8;

describe.each([ENGINE])("the sale's mail to the branch on %s", (engine) => {
  let shop: Shop;
  let services: Services;
  const branchMails = (paymentCode: string) =>
    shop.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, "branch_sale"))
      // A sent mail keeps its subject (which names the code) and drops its data.
      .then((rows) =>
        rows.filter(
          (r) =>
            (r.data as { paymentCode?: string } | null)?.paymentCode === paymentCode ||
            r.subject?.includes(paymentCode),
        ),
      );
  /** The mail as the branch receives it, once the outbox has delivered it. */
  const delivered = (to: string, paymentCode: string) =>
    vi.waitFor(
      async () => {
        const found = (await listMailbox(shop.config.mail.mailboxDir)).find(
          (m) => m.to === to && m.subject.includes(paymentCode),
        );
        expect(found).toBeDefined();
        return found!;
      },
      { timeout: 30_000, interval: 100 },
    );

  beforeAll(async () => {
    ({ shop, services } = await startShop(engine, "http://127.0.0.1:9"));
  });
  afterAll(() => shop?.close());

  it("tells the branch's franchise who bought what once the payment is approved, and only then", async () => {
    const { account, payment } = await paymentInProcess(shop, services);
    expect(await branchMails(payment.paymentCode)).toEqual([]);
    await settle(shop, payment.providerPaymentId!);
    await services.paymentService.reconcile(payment.id);

    const [mail] = await branchMails(payment.paymentCode);
    const [store] = await shop.database.db
      .select({ franchiseEmail: franchises.contactEmail })
      .from(stores)
      .innerJoin(franchises, eq(franchises.id, stores.franchiseId))
      .where(eq(stores.id, payment.storeId!));
    expect(mail!.recipient).toBe(store!.franchiseEmail);
    const [buyer] = await shop.database.db.select().from(accounts).where(eq(accounts.id, account.id));
    const rendered = await delivered(mail!.recipient, payment.paymentCode);
    expect(rendered.subject).toBe(
      `Nueva venta para ${payment.storeName}: ${buyer!.name} ${buyer!.surname} (${payment.paymentCode})`,
    );
    for (const text of [
      `DNI: ${buyer!.identifire}`,
      `Teléfono: ${buyer!.mobilePhone}`,
      buyer!.email,
      "— 6 sesiones",
      `Código de compra: ${payment.paymentCode}`,
      "1 pago de $",
    ]) {
      expect(rendered.text).toContain(text);
    }
  });

  it("goes to the branch's own address when it has one", async () => {
    const { payment } = await paymentInProcess(shop, services);
    await shop.database.db
      .update(stores)
      .set({ contactEmail: `sucursal-${engine}@candela.test` })
      .where(eq(stores.id, payment.storeId!));
    await settle(shop, payment.providerPaymentId!);
    await services.paymentService.reconcile(payment.id);
    expect((await branchMails(payment.paymentCode)).map((m) => m.recipient)).toEqual([
      `sucursal-${engine}@candela.test`,
    ]);
    await shop.database.db.update(stores).set({ contactEmail: null }).where(eq(stores.id, payment.storeId!));
  });

  it(`is queued once when ${RACERS} reconciliations race the approval, ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { payment } = await paymentInProcess(shop, services);
      await settle(shop, payment.providerPaymentId!);
      // Each reconciliation is its own transaction on its own connection, as in separate processes.
      await Promise.all(Array.from({ length: RACERS }, () => services.paymentService.reconcile(payment.id)));
      expect([round, (await branchMails(payment.paymentCode)).length]).toEqual([round, 1]);
    }
    // A hang limit, as for the other races: twenty rounds overran the default minute on a machine at load 27.
  }, 180_000);
});
