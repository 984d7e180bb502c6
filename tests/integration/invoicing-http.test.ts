/**
 * The back office's invoicing over HTTP: /admin/facturas (filters, the refusals in Spanish, 'Reintentar' with its
 * confirmation, who sees what), its monthly CSV, a sale's invoice in its file, and the franchise's invoicing form
 * (its Spanish errors, the certificate never shown back). The vouchers get their CAE from the shop's own job
 * runner and the offline ARCA stand-in.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOOKS_CSV_COLUMNS } from "#domain/invoicing/books-csv.ts";
import { INVOICING_MESSAGES as M } from "#domain/invoicing/messages.ts";
import { voucherNumberText } from "#domain/invoicing/names.ts";
import { dayValue } from "#domain/editing/day-input.ts";
import { createDemoCredentials } from "#server/arca/index.ts";
import { auditLog, franchiseInvoicing, vouchers } from "#server/db/schema/index.ts";
import { decodeHtml } from "../support/accounts.ts";
import { fieldMessages, hiddenFieldsOf, staffClients, type StaffRequest } from "../support/admin-http.ts";
import { createTestApp } from "../support/app.ts";
import { ENGINE } from "../support/database.ts";
import { approvedSale, branchOf, invoiceOf } from "../support/invoicing.ts";
import { freshIp } from "../support/accounts.ts";

type Who = "owner" | "admin" | "support" | "ownFranchise" | "otherFranchise";
type Shop = Awaited<ReturnType<typeof createTestApp>>;

describe("invoicing in the back office", () => {
  let shop: Shop;
  let request: StaffRequest<Who>;
  let cookies: Record<Who, string>;
  let central: Awaited<ReturnType<typeof branchOf>>;
  let cuyo: Awaited<ReturnType<typeof branchOf>>;
  let sale: Awaited<ReturnType<typeof approvedSale>>;
  const month = dayValue(new Date()).slice(0, 7);

  const page = async (url: string, who: Who) => {
    const res = await request("GET", url, who);
    return { status: res.statusCode, html: decodeHtml(res.body) };
  };
  const authorized = (paymentId: string) =>
    expect.poll(async () => (await invoiceOf(shop.database.db, paymentId))?.state).toBe("autorizada");

  beforeAll(async () => {
    shop = await createTestApp(ENGINE);
    const db = shop.database.db;
    central = await branchOf(db, "Candela Casa Central S.A.");
    cuyo = await branchOf(db, "Cuyo Estética S.A.S.");
    ({ request, cookies } = await staffClients(shop, {
      owner: { role: "owner" },
      admin: { role: "admin" },
      support: { role: "support" },
      ownFranchise: { role: "franchise", franchiseId: central.franchise.id },
      otherFranchise: { role: "franchise", franchiseId: cuyo.franchise.id },
    }));
    sale = await approvedSale(db, central.store.id, {
      subtotal: 3_000_000,
      discount: 440_000,
      charged: 2_560_000,
    });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it("lists the vouchers with their number, CAE and state, by franquicia, mes and estado", async () => {
    await authorized(sale.id);
    const invoice = (await invoiceOf(shop.database.db, sale.id))!;
    const number = voucherNumberText(invoice.pointOfSale!, invoice.number!);
    const all = await page(`/admin/facturas?franquicia=${central.franchise.id}&mes=${month}`, "owner");
    expect(all.status).toBe(200);
    expect(all.html).toContain("Factura B");
    expect(all.html).toContain(`N° ${number}`);
    expect(all.html).toContain(`CAE ${invoice.cae}`);
    expect(all.html).toContain("Exportar CSV");
    const pending = await page(
      `/admin/facturas?franquicia=${central.franchise.id}&estado=pendiente`,
      "owner",
    );
    expect(pending.html).not.toContain(`N° ${number}`);
    // The sale's file says it, with the number.
    const file = await page(`/admin/ventas/${sale.id}`, "owner");
    expect(file.html).toContain(`Factura autorizada N° ${number}`);
  });

  it("a franchise sees its own vouchers only; support reads them; the menu has 'Facturas'", async () => {
    await authorized(sale.id);
    const invoice = (await invoiceOf(shop.database.db, sale.id))!;
    const number = `N° ${voucherNumberText(invoice.pointOfSale!, invoice.number!)}`;
    expect((await page("/admin/facturas", "ownFranchise")).html).toContain(number);
    expect((await page("/admin/facturas", "otherFranchise")).html).not.toContain(number);
    const support = await page("/admin/facturas", "support");
    expect(support.html).toContain(number);
    expect(support.html).toMatch(/<a[^>]+href="\/admin\/facturas"[^>]*>Facturas<\/a>/);
    const retry = await request("POST", "/admin/facturas", "support", { intent: "retry", id: invoice.id });
    expect(retry.statusCode).toBe(403);
  });

  it("shows ARCA's refusal in Spanish and 'Reintentar' asks first, then the voucher is authorised", async () => {
    const db = shop.database.db;
    const other = await approvedSale(db, central.store.id, { charged: 1_234_500 });
    await authorized(other.id);
    // Refused as ARCA refuses a voucher (the stand-in refuses none of the shop's): its words are kept.
    const invoice = (await invoiceOf(db, other.id))!;
    await db
      .update(vouchers)
      .set({
        state: "rechazada",
        cae: null,
        number: null,
        caeDueOn: null,
        errors: [{ code: 10015, message: "El campo DocNro es inválido." }],
      })
      .where(eq(vouchers.id, invoice.id));
    const list = await page("/admin/facturas?estado=rechazada", "ownFranchise");
    expect(list.html).toContain("Rechazada");
    expect(list.html).toContain("10015: El campo DocNro es inválido.");
    expect(
      (await request("POST", "/admin/facturas", "otherFranchise", { intent: "retry", id: invoice.id }))
        .statusCode,
    ).toBe(403);

    const asked = await request("POST", "/admin/facturas", "ownFranchise", {
      intent: "retry",
      id: invoice.id,
    });
    const ask = decodeHtml(asked.body);
    expect(ask).toContain(M.retryAsk(`la Factura B de la venta ${await paymentCode(other.id)}`));
    expect((await invoiceOf(db, other.id))!.state).toBe("rechazada");
    const confirmed = await request(
      "POST",
      "/admin/facturas",
      "ownFranchise",
      hiddenFieldsOf(ask, M.retryConfirm),
    );
    expect(decodeHtml(confirmed.body)).toContain(M.retried);
    await authorized(other.id);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.entityId, invoice.id));
    expect(audit).toMatchObject({ entity: "voucher", action: "retried" });
  });

  it("exports a franchise's month as CSV in es-AR, credit notes negative", async () => {
    const db = shop.database.db;
    const refunded = await approvedSale(db, central.store.id, { charged: 1_210_000 });
    await refunded.refund(121_000);
    await expect
      .poll(async () =>
        (await db.select().from(vouchers).where(eq(vouchers.paymentId, refunded.id))).map((v) => v.state),
      )
      .toEqual(["autorizada", "autorizada"]);
    const res = await request(
      "GET",
      `/admin/facturas/exportar?franquicia=${central.franchise.id}&mes=${month}`,
      "owner",
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="libro-ventas-30-71234567-1-${month}.csv"`,
    );
    const [header, ...lines] = res.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(header).toBe(BOOKS_CSV_COLUMNS.join(";"));
    const invoice = (await invoiceOf(db, refunded.id))!;
    const invoiceLine = lines.find((l) => l.includes(`;${invoice.number};${invoice.cae};`))!;
    expect(invoiceLine.split(";").slice(10, 13)).toEqual(["10000,00", "2100,00", "12100,00"]);
    const note = lines.find((l) => l.includes("Nota de Crédito B"))!;
    expect(note.split(";").slice(10, 14)).toEqual([
      "-1000,00",
      "-210,00",
      "-1210,00",
      `Factura B ${voucherNumberText(invoice.pointOfSale!, invoice.number!)}`,
    ]);
    // Another franchise's book is not this account's.
    const other = await request(
      "GET",
      `/admin/facturas/exportar?franquicia=${central.franchise.id}&mes=${month}`,
      "otherFranchise",
    );
    expect(other.statusCode).toBe(403);
  });

  it("a franchise without invoicing: its sale says 'Factura pendiente' until the owner sets it up on the franchise's page", async () => {
    const db = shop.database.db;
    const pending = await approvedSale(db, cuyo.store.id);
    await expect.poll(async () => (await invoiceOf(db, pending.id))?.waiting).toBe("sin_configuracion");
    expect((await page(`/admin/ventas/${pending.id}`, "owner")).html).toContain("Factura pendiente");

    const url = `/admin/franquicias/${cuyo.franchise.id}`;
    const form = await page(url, "owner");
    expect(form.html).toContain(M.settingsTitle);
    expect(form.html).toContain(M.certificateNone);
    // The admin edits franchises, not their certificates.
    expect((await page(url, "admin")).html).not.toContain(M.settingsTitle);

    const fields = {
      intent: "facturacion",
      cuit: "30-71888004-8",
      legal_name: "Cuyo Estética S.A.S.",
      iva_condition: "responsable_inscripto",
      point_of_sale: "7",
      activities_start: "2021-06-01",
      commercial_address: "Av. San Martín 1120, piso 1, M5500 Mendoza",
      gross_income: "",
    };
    const wrong = await postMultipart(url, "owner", {
      ...fields,
      cuit: "30-71888004-7",
      commercial_address: "",
      gross_income: "Convenio Multilateral N° 0123456789012345678",
    });
    expect(wrong.statusCode).toBe(400);
    expect(fieldMessages(wrong.body)).toMatchObject({
      cuit: M.cuitInvalid,
      commercial_address: M.commercialAddress,
      gross_income: M.grossIncome,
    });
    const noFiles = await postMultipart(url, "owner", fields);
    expect(fieldMessages(noFiles.body)).toMatchObject({ certificate: M.certificateMissing });
    const files = createDemoCredentials("30718880048");
    const other = createDemoCredentials("30718880048");
    const mismatch = await postMultipart(url, "owner", fields, {
      certificate: files.certificatePem,
      private_key: other.privateKeyPem,
    });
    expect(fieldMessages(mismatch.body)).toMatchObject({ private_key: M.keyMismatch });
    expect(mismatch.body).not.toContain("PRIVATE KEY");
    const foreign = createDemoCredentials("30712345671");
    const otherCuit = await postMultipart(url, "owner", fields, {
      certificate: foreign.certificatePem,
      private_key: foreign.privateKeyPem,
    });
    expect(fieldMessages(otherCuit.body)).toMatchObject({
      certificate: M.certificateOtherCuit("30712345671"),
    });
    const saved = await postMultipart(url, "owner", fields, {
      certificate: files.certificatePem,
      private_key: files.privateKeyPem,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toMatch(/BEGIN|PRIVATE/);
    const after = await page(url, "owner");
    expect(after.html).toContain(M.certificateLoaded(new Date()));
    expect(after.html).toContain(`value="${fields.commercial_address}"`);
    expect(after.html).not.toMatch(/BEGIN|PRIVATE/);
    await authorized(pending.id);
    expect((await page(`/admin/ventas/${pending.id}`, "owner")).html).toContain(
      "Factura autorizada N° 0007-00000001",
    );
    // The admin cannot post them either.
    expect((await postMultipart(url, "admin", fields)).statusCode).toBe(403);
  });

  it("settings saved before the domicilio comercial say it is missing until the owner fills it in, and the log keeps the change", async () => {
    const db = shop.database.db;
    const { franchise, invoicing } = await branchOf(db, "Mediterránea Bienestar S.A.");
    await db
      .update(franchiseInvoicing)
      .set({ commercialAddress: null, grossIncome: null })
      .where(eq(franchiseInvoicing.franchiseId, franchise.id));
    const url = `/admin/franquicias/${franchise.id}`;
    const missing = M.missingFields([M.labels.commercialAddress]);
    expect((await page(url, "owner")).html).toContain(missing);

    const fields = {
      intent: "facturacion",
      cuit: invoicing!.cuit,
      legal_name: invoicing!.legalName,
      iva_condition: invoicing!.ivaCondition,
      point_of_sale: String(invoicing!.pointOfSale),
      activities_start: invoicing!.activitiesStart,
      version: String(invoicing!.version),
      commercial_address: "Av. Hipólito Yrigoyen 321, X5000 Córdoba",
      gross_income: "Convenio Multilateral N° 904-555000-4",
    };
    expect((await postMultipart(url, "owner", fields)).statusCode).toBe(200);
    const form = (await page(url, "owner")).html;
    expect(form).not.toContain(missing);
    expect(form).toContain(`value="${fields.commercial_address}"`);
    expect(form).toContain(`value="${fields.gross_income}"`);
    const [logged] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "franchise_invoicing"), eq(auditLog.entityId, franchise.id)));
    expect(logged).toMatchObject({
      action: "updated",
      before: { commercial_address: null, gross_income: null },
      after: { commercial_address: fields.commercial_address, gross_income: fields.gross_income },
    });
  });

  async function paymentCode(paymentId: string) {
    const html = (await page(`/admin/ventas/${paymentId}`, "owner")).html;
    return /Venta (CND-[A-Z0-9]+)/.exec(html)![1]!;
  }

  /** A multipart post, as the form with files sends it. */
  async function postMultipart(
    url: string,
    who: Who,
    fields: Record<string, string>,
    files: Record<string, string> = {},
  ) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    for (const [k, v] of Object.entries(files)) form.append(k, new Blob([v]), `${k}.pem`);
    const body = new Response(form);
    return shop.app.inject({
      method: "POST",
      url,
      payload: Buffer.from(await body.arrayBuffer()),
      headers: {
        "content-type": body.headers.get("content-type")!,
        cookie: `staff_token=${cookies[who]}`,
        "x-forwarded-for": freshIp(),
      },
    });
  }
});
