/** Electronic invoicing's services, built once per process (docs/decisions/0070). */
import type { ArcaClient } from "#server/arca/client.ts";
import type { Db } from "#server/db/client.ts";
import { InvoiceBooks } from "./books.ts";
import { VoucherIssuer } from "./issuer.ts";
import { SecretBox } from "./secret-box.ts";
import { InvoicingSettings } from "./settings.ts";

export interface InvoicingOptions {
  /** INVOICING_SECRET (config.invoicingSecret): seals the franchises' certificates and keys. */
  secret: string;
  arca: ArcaClient;
  now?: () => Date;
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
    issuer: new VoucherIssuer({ db, arca: opts.arca, box, now: opts.now }),
  };
}

export type Invoicing = ReturnType<typeof createInvoicing>;
