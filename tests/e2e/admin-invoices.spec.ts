import { eq } from "drizzle-orm";
import { INVOICING_MESSAGES as M } from "#domain/invoicing/messages.ts";
import { voucherName } from "#domain/invoicing/names.ts";
import { jobs, payments, vouchers } from "#server/db/schema/index.ts";
import { createStaffServices } from "#server/modules/staff/index.ts";
import { expect, test } from "../support/e2e-test.ts";
import { expectAccessible } from "../support/a11y.ts";
import { shopOfItsOwn } from "../support/e2e-own-shop.ts";
import { goFromMenu, staffSignIn } from "../support/e2e-staff.ts";
import { screenshots } from "../support/e2e-screenshots.ts";
import { approvedSale, branchOf } from "../support/invoicing.ts";
import { STAFF_PASSWORD, createStaff } from "../support/staff.ts";

test("staff find an invoice ARCA did not authorise on 'Facturas', and 'Reintentar' gets its CAE", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const own = await shopOfItsOwn("e2e_facturas");
  let code = "";
  let owner = "";
  let name = "";
  // A sale whose invoice used up its attempts while ARCA did not answer: kept refused, as the job leaves it.
  await own.whileStopped(async (db) => {
    const { store } = await branchOf(db, "Candela Casa Central S.A.");
    const sale = await approvedSale(db, store.id, {
      subtotal: 3_000_000,
      discount: 440_000,
      charged: 2_560_000,
    });
    const [voucher] = await db
      .update(vouchers)
      .set({ state: "rechazada", errors: [{ code: 0, message: M.exhausted }] })
      .where(eq(vouchers.paymentId, sale.id))
      .returning();
    await db
      .update(jobs)
      .set({ failedAt: new Date(), attempts: 40 })
      .where(eq(jobs.key, `invoicing.voucher:${voucher!.id}`));
    // Refused before it was built: named by its kind until a retry gives it a type.
    name = voucherName(voucher!.voucherType, voucher!.kind);
    code = (await db.select().from(payments).where(eq(payments.id, sale.id)))[0]!.paymentCode;
    owner = (await createStaff(db, createStaffServices(db, { twoFactorRequired: false }), "owner")).email;
  });
  const office = await browser.newContext({ baseURL: own.url });
  // The owner works at a desk of her own.
  const ownerDesk = await browser.newContext({ baseURL: own.url });
  try {
    const staff = await office.newPage();
    await staff.setViewportSize({ width: 390, height: 844 });
    await staffSignIn(staff, own.admin.email, own.admin.password);
    await expect(staff).toHaveURL(/\/admin\/$/);
    await goFromMenu(staff, "Facturas");
    await expect(staff.getByRole("heading", { level: 1, name: "Facturas" })).toBeVisible();
    await staff.getByLabel("Estado").selectOption({ label: "Rechazada" });
    await staff.getByRole("button", { name: "Filtrar" }).click();
    const row = staff.getByRole("row").filter({ hasText: code });
    await expect(row).toContainText("Rechazada");
    await expect(row).toContainText(M.exhausted);
    await expectAccessible(staff);
    await screenshots(staff, "invoices-refused");

    await row.getByRole("button", { name: "Reintentar" }).click();
    const ask = staff.getByRole("region", { name: M.retryAsk(`la ${name} de la venta ${code}`) });
    await expect(ask).toContainText(M.retryText);
    await ask.getByRole("button", { name: M.retryConfirm }).click();
    await expect(staff.getByText(M.retried)).toBeVisible();
    // Back in the queue, it leaves the refused list.
    await expect(row).toHaveCount(0);

    await staff.getByLabel("Estado").selectOption({ label: "Autorizada" });
    await staff.getByRole("button", { name: "Filtrar" }).click();
    await expect(staff).toHaveURL(/estado=autorizada/);
    await expect(async () => {
      await staff.reload();
      await expect(staff.getByRole("row").filter({ hasText: code })).toContainText("Autorizada", {
        timeout: 1_000,
      });
    }).toPass({ timeout: 30_000 });
    await expect(staff.getByRole("row").filter({ hasText: code })).toContainText(/N° 0001-\d{8}/);
    await screenshots(staff, "invoices");

    // The owner's invoicing form of a franchise that has none yet.
    const desk = await ownerDesk.newPage();
    await staffSignIn(desk, owner, STAFF_PASSWORD);
    await expect(desk).toHaveURL(/\/admin\/$/);
    await goFromMenu(desk, "Franquicias");
    await desk.getByRole("link", { name: "Cuyo Estética S.A.S." }).click();
    const form = desk.getByRole("region", { name: M.settingsTitle });
    await expect(form.getByText(M.certificateNone)).toBeVisible();
    await desk.getByLabel("CUIT").fill("30-71888004-7");
    const address = "Av. San Martín 1120, piso 1, M5500 Mendoza";
    await desk.getByLabel(M.labels.commercialAddress).fill(address);
    await desk.getByRole("button", { name: "Guardar facturación" }).click();
    await expect(desk.getByText(M.cuitInvalid)).toBeVisible();
    // A refused save keeps what was typed.
    await expect(desk.getByLabel(M.labels.commercialAddress)).toHaveValue(address);
    await expectAccessible(desk);
    await screenshots(desk, "franchise-invoicing");
  } finally {
    await office.close();
    await ownerDesk.close();
    await own.close();
  }
});
