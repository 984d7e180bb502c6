/** Electronic invoicing's services, built once per process (docs/decisions/0070). */
import { demoArcaCredentials, type Arca, type ArcaCredentials } from "#server/arca/index.ts";
import type { Db } from "#server/db/client.ts";
import { InvoiceBooks } from "./books.ts";
import { VoucherIssuer, type IssuerDeps } from "./issuer.ts";
import { SecretBox } from "./secret-box.ts";
import { InvoicingSettings } from "./settings.ts";

export interface InvoicingOptions {
  /** INVOICING_SECRET (config.invoicingSecret): seals the franchises' certificates and keys. */
  secret: string;
  /** The ARCA client ARCA_ENV chose, with the offline stand-in behind it when it is the stand-in. */
  arca: Arca;
  now?: () => Date;
}

/**
 * With the stand-in, the demo franchises sign in with a certificate made from their CUIT (secret-box.ts), one
 * per CUIT for the life of the process; with ARCA itself they have none.
 */
function demoCredentialsOf(arca: Arca): IssuerDeps["demoCredentials"] {
  if (!arca.standIn) return undefined;
  const made = new Map<string, ArcaCredentials>();
  return async (cuit) => {
    if (!made.has(cuit)) made.set(cuit, demoArcaCredentials(cuit));
    return made.get(cuit)!;
  };
}

export function createInvoicing(db: Db, opts: InvoicingOptions) {
  const box = new SecretBox(opts.secret);
  return {
    box,
    /** A franchise's invoicing settings, the owner's. */
    settings: new InvoicingSettings(db, box),
    /** /admin/facturas: the list, 'Reintentar', the monthly book, a sale's vouchers. */
    books: new InvoiceBooks(db),
    /** The `invoicing.voucher` job's work: ARCA's CAE, exactly once. */
    issuer: new VoucherIssuer({
      db,
      box,
      arca: opts.arca.client,
      demoCredentials: demoCredentialsOf(opts.arca),
      now: opts.now,
    }),
    /** The stand-in, when ARCA_ENV=sandbox: its switches serve tests and demos. */
    standIn: opts.arca.standIn,
    /** Stops the stand-in's port (the app's close). */
    close: () => opts.arca.close(),
  };
}

export type Invoicing = ReturnType<typeof createInvoicing>;
