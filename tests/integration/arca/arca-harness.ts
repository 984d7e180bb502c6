/**
 * The ARCA client against the offline stand-in, on a fresh database: vouchers to ask for, and raw SOAP to reach
 * what the client never sends (a missing field).
 */
import { eq } from "drizzle-orm";
import type { VoucherRequest } from "#domain/invoicing/voucher.ts";
import {
  arcaClientFromConfig,
  demoArcaCredentials,
  type Arca,
  type ArcaCredentials,
} from "#server/arca/index.ts";
import { arcaAccessTickets } from "#server/db/schema/index.ts";
import { tmpdir } from "node:os";
import { openDatabase } from "#server/db/client.ts";
import {
  createPostgresDatabase,
  createTestDatabase,
  type Engine,
  type TestDatabase,
} from "../../support/database.ts";
import { templates } from "../../support/templates.ts";

/** Today in Argentina (UTC-3), yyyy-mm-dd. */
export function argentinaToday(offsetDays = 0): string {
  return new Date(Date.now() - 3 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

let nextCuit = 20_100_000_000;
/** A CUIT of its own per test, so tests sharing the database and the stand-in never share a series. */
export function freshCredentials(): ArcaCredentials {
  nextCuit += 7;
  return demoArcaCredentials(String(nextCuit));
}

/** A factura C of $ 12.100,50 to a consumidor final, for services of today. */
export function facturaC(number: number, over: Partial<VoucherRequest> = {}): VoucherRequest {
  const today = argentinaToday();
  return {
    pointOfSale: 3,
    type: 11,
    number,
    concept: 2,
    documentType: 99,
    documentNumber: "0",
    receiverIvaCondition: 5,
    issuedOn: today,
    servicePeriod: { from: today, to: today, paymentDue: today },
    totalCents: 12_100_50,
    netCents: 12_100_50,
    ivaCents: 0,
    ivaRates: [],
    ...over,
  };
}

/** A factura B of $ 12.100 (IVA 21 % inside: $ 10.000 + $ 2.100) to a DNI. */
export function facturaB(number: number, over: Partial<VoucherRequest> = {}): VoucherRequest {
  return facturaC(number, {
    type: 6,
    documentType: 96,
    documentNumber: "30111222",
    totalCents: 12_100_00,
    netCents: 10_000_00,
    ivaCents: 2_100_00,
    ivaRates: [{ id: 5, baseCents: 10_000_00, amountCents: 2_100_00 }],
    ...over,
  });
}

export interface ArcaProcess {
  arca: Arca;
  close(): Promise<void>;
}

export interface ArcaHarness {
  database: TestDatabase;
  arca: Arca;
  url: string;
  /**
   * Another process: its own connection to the database (PostgreSQL; PGlite has one process) and its own
   * stand-in listener, sharing the stand-in's state through the database as two shop processes would.
   */
  otherProcess(): Promise<ArcaProcess>;
  /** Posts a WSFEv1 operation (SOAP 1.2) with the ticket the client stored for `credentials`. */
  wsfe(credentials: ArcaCredentials, operation: string, inner: string): Promise<string>;
  close(): Promise<void>;
}

export async function startArca(engine: Engine, timeoutMs = 1500): Promise<ArcaHarness> {
  const pg =
    engine === "postgres" ? await createPostgresDatabase("arca_test", templates().postgres!.migrated) : null;
  const database: TestDatabase = pg
    ? { ...(await openDatabase({ url: pg.url, dataDir: tmpdir() })), destroy: async () => {} }
    : await createTestDatabase(engine);
  const arca = arcaClientFromConfig({ environment: "sandbox", timeoutMs }, database.db);
  const url = await arca.standIn!.start();
  const others: (() => Promise<void>)[] = [];
  return {
    database,
    arca,
    url,
    async otherProcess() {
      const own = pg ? await openDatabase({ url: pg.url, dataDir: tmpdir(), poolSize: 4 }) : null;
      const other = arcaClientFromConfig({ environment: "sandbox", timeoutMs }, (own ?? database).db);
      const close = async () => {
        await other.close();
        await own?.close();
      };
      others.push(close);
      return { arca: other, close };
    },
    async wsfe(credentials, operation, inner) {
      const [ticket] = await database.db
        .select()
        .from(arcaAccessTickets)
        .where(eq(arcaAccessTickets.cuit, credentials.cuit));
      const auth = `<Auth><Token>${ticket?.token ?? ""}</Token><Sign>${ticket?.sign ?? ""}</Sign><Cuit>${credentials.cuit}</Cuit></Auth>`;
      const body =
        `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope">` +
        `<soap:Body><${operation} xmlns="http://ar.gov.afip.dif.FEV1/">${auth}${inner}</${operation}></soap:Body></soap:Envelope>`;
      const res = await fetch(`${url}/wsfev1/service.asmx`, {
        method: "POST",
        headers: { "content-type": "application/soap+xml; charset=utf-8" },
        body,
      });
      return res.text();
    },
    async close() {
      for (const close of others) await close();
      await arca.close();
      await database.close();
      await database.destroy();
      await pg?.drop();
    },
  };
}
