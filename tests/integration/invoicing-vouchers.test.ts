/**
 * Invoices and credit notes through the offline ARCA stand-in (docs/decisions/0070): the voucher each kind of
 * sale gets, the franchise without settings, an unknown outcome and ARCA down, and races of two job runners
 * (two pools on PostgreSQL) with a hang between the CAE and the answer: one CAE per voucher, no gap, no repeat.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VOUCHER_TYPE } from "#domain/invoicing/voucher.ts";
import { arcaClientFromConfig, createDemoCredentials, type Arca } from "#server/arca/index.ts";
import { openDatabase, type Database } from "#server/db/client.ts";
import {
  arcaSandboxVouchers,
  auditLog,
  franchiseInvoicing,
  jobs,
  vouchers,
  voucherSequences,
} from "#server/db/schema/index.ts";
import { JobRunner } from "#server/jobs/runner.ts";
import { createInvoicing, type Invoicing } from "#server/modules/invoicing/index.ts";
import { registerVoucherJob } from "#server/modules/invoicing/jobs.ts";
import { VOUCHER_JOB } from "#server/modules/invoicing/queue.ts";
import { ownerActing } from "../support/booking.ts";
import {
  ENGINE,
  ENGINES,
  createPostgresDatabase,
  createTestDatabase,
  type Engine,
} from "../support/database.ts";
import { approvedSale, branchOf, invoiceOf, vouchersOf } from "../support/invoicing.ts";
import { templates } from "../support/templates.ts";

const quiet = { info() {}, warn() {}, error() {} };
const SECRET = "clave de prueba de la facturación electrónica 0123456789";

/** One "process": its pool (PostgreSQL) or the shared embedded database, its ARCA client and stand-in, its runner. */
interface Process {
  database: Database;
  arca: Arca;
  invoicing: Invoicing;
  runner: JobRunner;
}

async function openProcesses(engine: Engine, count: number) {
  const opened: { databases: Database[]; drop: () => Promise<void> } =
    engine === "pglite"
      ? await (async () => {
          const db = await createTestDatabase("pglite", { seeded: true });
          return { databases: Array.from({ length: count }, () => db), drop: () => db.destroy() };
        })()
      : await (async () => {
          const { url, drop } = await createPostgresDatabase("shop_test", templates().postgres!.seeded);
          const dbs = await Promise.all(
            Array.from({ length: count }, () => openDatabase({ url, dataDir: "", poolSize: 4 })),
          );
          return {
            databases: dbs,
            drop: async () => {
              await Promise.all(dbs.map((d) => d.close()));
              await drop();
            },
          };
        })();
  const processes: Process[] = opened.databases.map((database) => {
    // A short time limit: an unanswered request is an unknown outcome in a second and a half.
    const arca = arcaClientFromConfig({ environment: "sandbox", timeoutMs: 1_500 }, database.db);
    const invoicing = createInvoicing(database.db, { secret: SECRET, arca });
    const runner = new JobRunner({ db: database.db, log: quiet, pollMs: 30, concurrency: 4 });
    registerVoucherJob(runner, invoicing.issuer);
    return { database, arca, invoicing, runner };
  });
  return {
    processes,
    close: async () => {
      await Promise.all(processes.map((p) => p.runner.stop()));
      await Promise.all(processes.map((p) => p.invoicing.close()));
      await opened.drop();
    },
  };
}

/** A world of `count` processes on a copy of the seeded shop, opened before the block's tests and closed after. */
function useWorld(engine: Engine, count: number) {
  let world: Awaited<ReturnType<typeof openProcesses>>;
  const w = {
    main: undefined as unknown as Process,
    db: undefined as unknown as Database["db"],
    processes: [] as Process[],
  };
  beforeAll(async () => {
    world = await openProcesses(engine, count);
    w.processes = world.processes;
    w.main = world.processes[0]!;
    w.db = w.main.database.db;
  });
  afterAll(async () => {
    await world?.close();
  });
  return w;
}

/** Runs the voucher jobs until none is left to run now or soon (retries wait a second or two). */
async function settle(db: Database["db"], runners: JobRunner[]) {
  await expect
    .poll(
      async () => {
        await Promise.all(runners.map((r) => r.runOnce()));
        const left = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.kind, VOUCHER_JOB));
        return left.length;
      },
      { interval: 200, timeout: 60_000 },
    )
    .toBe(0);
}

/** The Factura B numbers the shop stored for a CUIT, in order. */
async function shopNumbers(db: Database["db"], cuit: string): Promise<number[]> {
  const rows = await db
    .select({ number: vouchers.number })
    .from(vouchers)
    .where(
      and(
        eq(vouchers.cuit, cuit),
        eq(vouchers.voucherType, VOUCHER_TYPE.facturaB),
        eq(vouchers.state, "autorizada"),
      ),
    )
    .orderBy(asc(vouchers.number));
  return rows.map((r) => r.number!);
}

/** The Factura B numbers ARCA (the stand-in) authorised for a CUIT, in order. */
async function arcaNumbers(db: Database["db"], cuit: string): Promise<number[]> {
  const rows = await db
    .select({ number: arcaSandboxVouchers.number })
    .from(arcaSandboxVouchers)
    .where(and(eq(arcaSandboxVouchers.cuit, cuit), eq(arcaSandboxVouchers.type, VOUCHER_TYPE.facturaB)))
    .orderBy(asc(arcaSandboxVouchers.number));
  return rows.map((r) => r.number);
}

describe("invoices and credit notes", () => {
  const w = useWorld(ENGINE, 1);

  it("a Responsable Inscripto's sale with a promotion and a code: a Factura B for what was charged, and a Nota de Crédito B per refund citing it", async () => {
    const { store, invoicing } = await branchOf(w.db, "Candela Casa Central S.A.");
    // 30.000,00 less 4.400,00 of a promotion and a code: 25.600,00 charged.
    const sale = await approvedSale(w.db, store.id, {
      subtotal: 3_000_000,
      discount: 440_000,
      charged: 2_560_000,
    });
    expect((await invoiceOf(w.db, sale.id))?.state).toBe("pendiente");
    await settle(w.db, [w.main.runner]);
    const invoice = (await invoiceOf(w.db, sale.id))!;
    expect(invoice).toMatchObject({
      state: "autorizada",
      cuit: invoicing!.cuit,
      pointOfSale: invoicing!.pointOfSale,
      voucherType: VOUCHER_TYPE.facturaB,
      amount: 2_560_000,
    });
    expect(invoice.cae).toMatch(/^\d{14}$/);
    expect(invoice.request).toMatchObject({
      totalCents: 2_560_000,
      netCents: 2_115_702,
      ivaCents: 444_298,
      documentType: 96,
      documentNumber: "30111222",
      receiverIvaCondition: 5,
      concept: 2,
    });
    // ARCA has it under that number, with that total.
    const credentials = { cuit: invoicing!.cuit, ...createDemoCredentials(invoicing!.cuit) };
    const found = await w.main.arca.client.lookUp(credentials, invoice.pointOfSale!, 6, invoice.number!);
    expect(found).toMatchObject({ number: invoice.number, cae: invoice.cae, totalCents: 2_560_000 });

    await sale.refund(1_000_000);
    await sale.refund(1_560_000);
    await settle(w.db, [w.main.runner]);
    const notes = (await vouchersOf(w.db, sale.id)).filter((v) => v.kind === "credit_note");
    expect(notes.map((n) => [n.state, n.voucherType, n.amount])).toEqual([
      ["autorizada", VOUCHER_TYPE.notaCreditoB, 1_000_000],
      ["autorizada", VOUCHER_TYPE.notaCreditoB, 1_560_000],
    ]);
    expect(notes[1]!.number).toBe(notes[0]!.number! + 1);
    for (const note of notes) {
      expect(note.request?.associated).toEqual({
        type: VOUCHER_TYPE.facturaB,
        pointOfSale: invoice.pointOfSale,
        number: invoice.number,
        cuit: invoice.cuit,
        issuedOn: invoice.issuedOn,
      });
    }
    expect(notes[0]!.request).toMatchObject({ netCents: 826_446, ivaCents: 173_554 });
  });

  it("a Monotributista's sale: a Factura C; a chargeback after a partial refund credits the rest with a Nota de Crédito C", async () => {
    const { store } = await branchOf(w.db, "Costa Atlántica Láser S.A.S.");
    const sale = await approvedSale(w.db, store.id, { charged: 1_800_000 });
    await sale.refund(300_000);
    await sale.chargeback();
    await settle(w.db, [w.main.runner]);
    const [invoice, refund, chargeback] = await vouchersOf(w.db, sale.id);
    expect([invoice, refund, chargeback].map((v) => [v?.cause, v?.state, v?.voucherType, v?.amount])).toEqual(
      [
        ["sale", "autorizada", VOUCHER_TYPE.facturaC, 1_800_000],
        ["refund", "autorizada", VOUCHER_TYPE.notaCreditoC, 300_000],
        ["chargeback", "autorizada", VOUCHER_TYPE.notaCreditoC, 1_500_000],
      ],
    );
    expect(invoice!.request).toMatchObject({ netCents: 1_800_000, ivaCents: 0, ivaRates: [] });
    // Each sale has one invoice and each refund one note, however often the provider repeats itself.
    await sale.chargeback();
    expect(await vouchersOf(w.db, sale.id)).toHaveLength(3);
  });

  it("a franchise without invoicing keeps its sales' invoices pending until the owner saves its settings", async () => {
    const { store, franchise, invoicing } = await branchOf(w.db, "Cuyo Estética S.A.S.");
    expect(invoicing).toBeNull();
    const sale = await approvedSale(w.db, store.id);
    await settle(w.db, [w.main.runner]);
    expect(await invoiceOf(w.db, sale.id)).toMatchObject({
      state: "pendiente",
      waiting: "sin_configuracion",
    });

    const owner = await ownerActing(w.db, "dueno.facturas@candela.test");
    const cuit = "30718880056";
    const files = createDemoCredentials(cuit);
    const saved = await w.main.invoicing.settings.save(
      owner,
      franchise.id,
      {
        cuit,
        legal_name: "Cuyo Estética S.A.S.",
        iva_condition: "responsable_inscripto",
        point_of_sale: 4,
        activities_start: "2021-06-01",
        commercial_address: "Av. San Martín 1120, M5500 Mendoza",
        gross_income: null,
      },
      { certificate: files.certificatePem, privateKey: files.privateKeyPem },
    );
    expect(saved).toEqual({ ok: true, id: franchise.id });
    await settle(w.db, [w.main.runner]);
    expect(await invoiceOf(w.db, sale.id)).toMatchObject({
      state: "autorizada",
      cuit,
      pointOfSale: 4,
      number: 1,
    });

    // The certificate and key are kept sealed, and said nowhere.
    const [stored] = await w.db
      .select()
      .from(franchiseInvoicing)
      .where(eq(franchiseInvoicing.franchiseId, franchise.id));
    expect(stored!.credentials).not.toContain("BEGIN");
    expect(w.main.invoicing.box.open(franchise.id, stored!.credentials!)).toEqual({
      certificatePem: files.certificatePem.trim(),
      privateKeyPem: files.privateKeyPem.trim(),
    });
    const audit = await w.db.select().from(auditLog).where(eq(auditLog.entityId, franchise.id));
    expect(JSON.stringify(audit)).not.toMatch(/BEGIN|PRIVATE/);
  });

  it("'Reintentar' puts a refused voucher back in the queue, and it is authorised", async () => {
    const { store } = await branchOf(w.db, "Candela Casa Central S.A.");
    const sale = await approvedSale(w.db, store.id);
    const invoice = (await invoiceOf(w.db, sale.id))!;
    // As ARCA refused it before (and the voucher kept its words); its job ended with the refusal.
    await w.db
      .update(vouchers)
      .set({ state: "rechazada", errors: [{ code: 10015, message: "El campo DocNro es inválido." }] })
      .where(eq(vouchers.id, invoice.id));
    await w.db.delete(jobs).where(eq(jobs.kind, VOUCHER_JOB));
    const owner = await ownerActing(w.db, "dueno.reintentar@candela.test");
    expect(await w.main.invoicing.books.retry(owner, invoice.id)).toEqual({ ok: true });
    expect(await w.main.invoicing.books.retry(owner, invoice.id)).toEqual({
      ok: false,
      code: "not_retryable",
    });
    await settle(w.db, [w.main.runner]);
    expect((await invoiceOf(w.db, sale.id))!).toMatchObject({ state: "autorizada", errors: [] });
  });
});

describe.each(ENGINES)("one CAE per voucher on %s", (engine) => {
  const w = useWorld(engine, engine === "postgres" ? 2 : 1);

  it("an answer that never comes: the number is looked up and adopted, never asked for twice", async () => {
    const { store, invoicing } = await branchOf(w.db, "Grupo Norte Estética S.R.L.");
    const cuit = invoicing!.cuit;
    await w.main.arca.standIn!.failNext(cuit, "hang_after_store");
    const sale = await approvedSale(w.db, store.id);
    await w.main.runner.runOnce();
    const [held] = await w.db.select().from(voucherSequences).where(eq(voucherSequences.cuit, cuit));
    const invoice = (await invoiceOf(w.db, sale.id))!;
    expect(held).toMatchObject({ voucherId: invoice.id, askingNumber: invoice.request!.number });
    expect(invoice.state).toBe("pendiente");
    await settle(w.db, [w.main.runner]);
    const authorized = (await invoiceOf(w.db, sale.id))!;
    expect(authorized).toMatchObject({ state: "autorizada", number: held!.askingNumber });
    // ARCA holds exactly the vouchers the shop holds.
    expect(await arcaNumbers(w.db, cuit)).toEqual(await shopNumbers(w.db, cuit));
  });

  it("ARCA down: the voucher waits and is authorised when it is back", async () => {
    const { store, invoicing } = await branchOf(w.db, "Mediterránea Bienestar S.A.");
    await w.main.arca.standIn!.failNext(invoicing!.cuit, "down", 2);
    const sale = await approvedSale(w.db, store.id);
    await w.main.runner.runOnce();
    expect((await invoiceOf(w.db, sale.id))!.state).toBe("pendiente");
    await settle(w.db, [w.main.runner]);
    expect((await invoiceOf(w.db, sale.id))!.state).toBe("autorizada");
    const [sequence] = await w.db
      .select()
      .from(voucherSequences)
      .where(eq(voucherSequences.cuit, invoicing!.cuit));
    expect(sequence!.voucherId).toBeNull();
  });

  it("two job runners on sales of the same points of sale, with answers lost: one CAE per sale, no gap, no repeat", async () => {
    const rounds = engine === "postgres" ? 6 : 2;
    const branches = await Promise.all(
      ["Candela Casa Central S.A.", "Grupo Norte Estética S.R.L."].map((name) => branchOf(w.db, name)),
    );
    for (let round = 0; round < rounds; round++) {
      const before = await Promise.all(branches.map((b) => shopNumbers(w.db, b.invoicing!.cuit)));
      // An answer lost in each series, in whichever runner asks first.
      await Promise.all(
        branches.map((b) => w.main.arca.standIn!.failNext(b.invoicing!.cuit, "hang_after_store")),
      );
      const sales = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          approvedSale(w.db, branches[i % 2]!.store.id, { charged: 100_000 + i }),
        ),
      );
      // A sale whose invoice two runners race for: the same job, and the same voucher queued again.
      await Promise.all(w.processes.map((p) => p.runner.runOnce()));
      await settle(
        w.db,
        w.processes.map((p) => p.runner),
      );
      const invoices = await w.db
        .select()
        .from(vouchers)
        .where(
          and(
            inArray(
              vouchers.paymentId,
              sales.map((s) => s.id),
            ),
            eq(vouchers.kind, "invoice"),
          ),
        );
      expect(invoices).toHaveLength(8);
      expect(invoices.every((v) => v.state === "autorizada" && v.cae)).toBe(true);
      for (const [i, b] of branches.entries()) {
        const numbers = await shopNumbers(w.db, b.invoicing!.cuit);
        const last = before[i]!.at(-1) ?? 0;
        expect(numbers.slice(before[i]!.length)).toEqual([1, 2, 3, 4].map((n) => last + n));
        expect(await arcaNumbers(w.db, b.invoicing!.cuit)).toEqual(numbers);
      }
    }
  });
});
