import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qrPayload, readQrUrl } from "#domain/invoicing/qr.ts";
import { arcaClientFromConfig, demoArcaCredentials, OFFLINE_ARCA, type Arca } from "#server/arca/index.ts";
import { franchiseInvoicing, franchises, mailOutbox, stores, vouchers } from "#server/db/schema/index.ts";
import { renderMail } from "#server/mail/render.ts";
import { listMailbox } from "#server/mail/transports/mailbox.ts";
import type { MailTemplateData } from "#server/mail/templates/index.ts";
import { SessionService } from "#server/modules/accounts/sessions.ts";
import { VoucherIssuer } from "#server/modules/invoicing/issuer.ts";
import { readVoucherDocument } from "#server/modules/invoicing/voucher-documents.ts";
import { DEMO_CREDENTIALS } from "#server/modules/invoicing/secret-box.ts";
import { loadStatement } from "#server/modules/purchases/statements.ts";
import { decodeHtml } from "../support/accounts.ts";
import { staffClients, type StaffRequest } from "../support/admin-http.ts";
import { ENGINE } from "../support/database.ts";
import { insertAccount } from "../support/fixtures.ts";
import { mailContext } from "../support/mail-context.ts";
import {
  paymentInProcess,
  settle,
  startShop,
  type Services,
  type Shop,
} from "../support/payments-in-process.ts";
import { pdfQrCodes, pdfText } from "../support/pdf-read.ts";

type Who = "owner" | "editor" | "ownFranchise" | "otherFranchise";

const PUBLIC_URL = "http://127.0.0.1:9";
const CUIT = "30712345679";

describe.each([ENGINE])("a sale's invoice, mailed and downloaded, on %s", (engine) => {
  let shop: Shop;
  let services: Services;
  let arca: Arca;
  let request: StaffRequest<Who>;

  /** An approved sale of the demo branch, its invoice authorised by the ARCA stand-in. */
  async function invoicedSale() {
    const db = shop.database.db;
    const { account, payment } = await paymentInProcess(shop, services);
    await settle(shop, payment.providerPaymentId!);
    await services.paymentService.reconcile(payment.id);
    // The shop's job runner asks the stand-in for the CAE, as it does after any approved payment.
    let issued: typeof vouchers.$inferSelect | undefined;
    await expect
      .poll(
        async () => {
          [issued] = await db.select().from(vouchers).where(eq(vouchers.paymentId, payment.id));
          return issued?.state;
        },
        { timeout: 30_000 },
      )
      .toBe("autorizada");
    const cookie = (await new SessionService(db).create(db, account.id)).token;
    return { account, payment, voucher: issued!, cookie };
  }
  /** The PDF a voucher mail carries: drawn from its data while it waits, read from the mailbox once sent. */
  async function attachedPdf(row: typeof mailOutbox.$inferSelect) {
    if (row.data) {
      const mail = await renderMail(
        "voucher",
        row.data as unknown as MailTemplateData["voucher"],
        mailContext(PUBLIC_URL),
      );
      return { subject: mail.subject, bytes: Buffer.from(mail.attachments![0]!.content, "base64") };
    }
    const sent = (await listMailbox(shop.config.mail.mailboxDir)).find((m) => m.messageId === row.messageId)!;
    return { subject: sent.subject, bytes: Buffer.from(sent.attachments![0]!.content, "base64") };
  }
  const customerGet = (cookie: string, url: string) =>
    shop.app.inject({ url, headers: { cookie: `token=${cookie}` } });

  let palermoFranchise = "";

  beforeAll(async () => {
    ({ shop, services } = await startShop(engine, PUBLIC_URL, (s) => {
      arca = arcaClientFromConfig(OFFLINE_ARCA, s.database.db);
      const issuer = new VoucherIssuer({
        db: s.database.db,
        arca: arca.client,
        box: s.invoicing.box,
        demoCredentials: async (cuit) => demoArcaCredentials(cuit),
      });
      return { ...s, invoicing: { ...s.invoicing, issuer } };
    }));
    const db = shop.database.db;
    const [palermo] = await db.select().from(stores).where(eq(stores.slug, "candela-palermo"));
    const [other] = await db.select().from(franchises).where(eq(franchises.name, "Patagonia Piel S.R.L."));
    palermoFranchise = palermo!.franchiseId;
    // The demo franchise invoices as this test says, whatever the seed gave it.
    const settings = {
      cuit: CUIT,
      legalName: "Depilación Palermo S.R.L.",
      ivaCondition: "responsable_inscripto" as const,
      pointOfSale: 3,
      activitiesStart: "2019-03-01",
      commercialAddress: "Av. Corrientes 1234, piso 5, C1043 CABA",
      grossIncome: "901-123456-7",
      credentials: DEMO_CREDENTIALS,
    };
    await db
      .insert(franchiseInvoicing)
      .values({ franchiseId: palermo!.franchiseId, ...settings })
      .onConflictDoUpdate({ target: franchiseInvoicing.franchiseId, set: settings });
    ({ request } = await staffClients(shop, {
      owner: { role: "owner" },
      editor: { role: "editor" },
      ownFranchise: { role: "franchise", franchiseId: palermo!.franchiseId },
      otherFranchise: { role: "franchise", franchiseId: other!.id },
    }));
  });
  afterAll(async () => {
    await arca?.close();
    await shop?.close();
  });

  it("mails the authorised invoice once, with a PDF whose QR carries the sale's data", async () => {
    const { account, payment, voucher } = await invoicedSale();
    expect(voucher).toMatchObject({ state: "autorizada", voucherType: 6, pointOfSale: 3, cuit: CUIT });
    const mails = await shop.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, "voucher"), eq(mailOutbox.recipient, account.email)));
    expect(mails).toHaveLength(1);
    // The same voucher run again (a second process, a retried job) queues no second mail.
    await services.invoicing.issuer.issue(voucher.id, "another-run");
    expect(
      await shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, account.email)),
    ).toHaveLength(mails.length + 1 /* the purchase mail */);

    const pdf = await attachedPdf(mails[0]!);
    expect(pdf.subject).toBe(`Tu factura de la compra ${payment.paymentCode}`);
    const statement = (await loadStatement(shop.database.db, payment.id))!;
    const qr = readQrUrl((await pdfQrCodes(pdf.bytes))[0]!);
    expect(qr).toEqual(
      qrPayload({
        issuedOn: voucher.issuedOn!,
        cuit: CUIT,
        pointOfSale: 3,
        type: 6,
        number: voucher.number!,
        totalCents: statement.paid,
        documentType: 96,
        documentNumber: "12345678",
        cae: voucher.cae!,
      }),
    );
    const text = await pdfText(pdf.bytes);
    expect(text).toContain("Depilación Palermo S.R.L.");
    expect(text).toContain("Domicilio comercial: Av. Corrientes 1234, piso 5, C1043 CABA");
    expect(text).toContain("Ingresos Brutos: 901-123456-7");
    // The branch of the sale prints on its own line.
    expect(text).toContain(`Sucursal: ${payment.storeName}, ${payment.storeAddress}`);
    expect(text).toContain("Apellido y nombre: Lucía Fernández");
    expect(text).toContain("Condición frente al IVA: Consumidor Final");
    expect(text).toContain(`Compra: ${payment.paymentCode}`);
    expect(text).toContain("IVA contenido:");
  });

  it("prints the seller as it stood when ARCA authorised the voucher, whatever its settings say later", async () => {
    const { voucher } = await invoicedSale();
    const db = shop.database.db;
    const [before] = await db
      .select()
      .from(franchiseInvoicing)
      .where(eq(franchiseInvoicing.franchiseId, palermoFranchise));
    await db
      .update(franchiseInvoicing)
      .set({ legalName: "Otra Razón S.A.", commercialAddress: "Av. Cabildo 1, CABA", grossIncome: "902-1" })
      .where(eq(franchiseInvoicing.franchiseId, palermoFranchise));
    try {
      const read = await db.transaction((tx) => readVoucherDocument(tx, voucher.id));
      expect(read!.document.issuer).toMatchObject({
        legalName: "Depilación Palermo S.R.L.",
        address: "Av. Corrientes 1234, piso 5, C1043 CABA",
        grossIncome: "901-123456-7",
      });
    } finally {
      await db
        .update(franchiseInvoicing)
        .set({
          legalName: before!.legalName,
          commercialAddress: before!.commercialAddress,
          grossIncome: before!.grossIncome,
        })
        .where(eq(franchiseInvoicing.franchiseId, palermoFranchise));
    }
  });

  it("offers the customer her own invoice in 'Mis pagos' and nobody else's", async () => {
    const { voucher, cookie } = await invoicedSale();
    const page = decodeHtml((await customerGet(cookie, "/my-account/order/payments")).body);
    expect(page).toContain(`href="/my-account/comprobantes/${voucher.id}"`);
    expect(page).toContain("Factura (PDF)");

    const own = await customerGet(cookie, `/my-account/comprobantes/${voucher.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("application/pdf");
    expect(String(own.headers["content-disposition"])).toContain(`factura-B-0003-`);
    expect(await pdfText(own.rawPayload)).toContain("FACTURA");

    const stranger = await insertAccount(shop.database.db);
    const strangerCookie = (await new SessionService(shop.database.db).create(shop.database.db, stranger.id))
      .token;
    expect((await customerGet(strangerCookie, `/my-account/comprobantes/${voucher.id}`)).statusCode).toBe(
      404,
    );
    expect((await customerGet(cookie, "/my-account/comprobantes/no-es-un-id")).statusCode).toBe(404);
    const anonymous = await shop.app.inject({ url: `/my-account/comprobantes/${voucher.id}` });
    expect(anonymous.statusCode).toBe(302);
    expect(anonymous.headers.location).toMatch(/^\/account-login/);
  });

  it("lets staff who may read the sale download it from /admin/ventas/:id, and refuses the rest", async () => {
    const { payment, voucher } = await invoicedSale();
    const path = `/admin/ventas/${payment.id}/comprobantes/${voucher.id}`;
    const page = decodeHtml((await request("GET", `/admin/ventas/${payment.id}`, "owner")).body);
    expect(page).toContain(`href="${path}"`);
    expect(page).toContain("Factura (PDF)");
    for (const who of ["owner", "ownFranchise"] as const) {
      const res = await request("GET", path, who);
      expect(res.statusCode, who).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
    }
    expect((await request("GET", path, "otherFranchise")).statusCode).toBe(403);
    expect((await request("GET", path, "editor")).statusCode).toBe(403);
    const otherSale = (await invoicedSale()).payment.id;
    expect(
      (await request("GET", `/admin/ventas/${otherSale}/comprobantes/${voucher.id}`, "owner")).statusCode,
    ).toBe(404);
  });
});
