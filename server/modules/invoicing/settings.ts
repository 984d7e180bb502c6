/**
 * A franchise's invoicing settings (the owner's, in /admin/franquicias/:id): CUIT, legal name, IVA condition,
 * point of sale, start of activities, domicilio comercial, Ingresos Brutos, and the ARCA certificate and key,
 * stored sealed (secret-box.ts) and never shown again. Saving them queues the franchise's vouchers that
 * waited for them.
 */
import { eq } from "drizzle-orm";
import { INVOICING_MESSAGES as M } from "#domain/invoicing/messages.ts";
import type { InvoicingSettingsInput } from "#domain/invoicing/settings-form.ts";
import type { SellerIvaCondition } from "#domain/invoicing/voucher.ts";
import type { Db } from "#server/db/client.ts";
import { franchiseInvoicing, franchises } from "#server/db/schema/index.ts";
import type { EditResult } from "#server/modules/editing/edit-result.ts";
import { audit, invalid, saving } from "#server/modules/editing/saving.ts";
import { updateVersioned } from "#server/modules/editing/versioned-update.ts";
import { requirePermission } from "#server/modules/staff/access.ts";
import type { Acting } from "#server/modules/staff/types.ts";
import { checkCredentials } from "./credentials.ts";
import { releaseFranchiseVouchers } from "./queue.ts";
import type { SecretBox } from "./secret-box.ts";

const ENTITY = "franchise_invoicing";

/** What the form shows: everything but the certificate and key, of which only the upload's date. */
export interface InvoicingSettingsView {
  cuit: string;
  legalName: string;
  ivaCondition: SellerIvaCondition;
  pointOfSale: number;
  activitiesStart: string;
  /** Null for settings saved before it was asked for (missingInvoicingFields). */
  commercialAddress: string | null;
  grossIncome: string | null;
  credentialsUploadedAt: Date | null;
  version: number;
}

/** The files of the form, as text (empty when none was chosen). */
export interface UploadedCredentials {
  certificate: string;
  privateKey: string;
}

type Row = typeof franchiseInvoicing.$inferSelect;

const audited = (row: Row) => ({
  cuit: row.cuit,
  legal_name: row.legalName,
  iva_condition: M.ivaNames[row.ivaCondition],
  point_of_sale: row.pointOfSale,
  activities_start: row.activitiesStart,
  commercial_address: row.commercialAddress,
  gross_income: row.grossIncome,
  certificate_uploaded_at: row.credentialsUploadedAt?.toISOString() ?? null,
});

export class InvoicingSettings {
  constructor(
    private readonly db: Db,
    private readonly box: SecretBox,
  ) {}

  async get(acting: Acting, franchiseId: string): Promise<InvoicingSettingsView | null> {
    requirePermission(acting.actor, "invoicing.settings");
    const [row] = await this.db
      .select()
      .from(franchiseInvoicing)
      .where(eq(franchiseInvoicing.franchiseId, franchiseId));
    if (!row) return null;
    return {
      cuit: row.cuit,
      legalName: row.legalName,
      ivaCondition: row.ivaCondition,
      pointOfSale: row.pointOfSale,
      activitiesStart: row.activitiesStart,
      commercialAddress: row.commercialAddress,
      grossIncome: row.grossIncome,
      credentialsUploadedAt: row.credentialsUploadedAt,
      version: row.version,
    };
  }

  async save(
    acting: Acting,
    franchiseId: string,
    input: InvoicingSettingsInput,
    files: UploadedCredentials,
    now = new Date(),
  ): Promise<EditResult> {
    requirePermission(acting.actor, "invoicing.settings");
    const uploading = files.certificate.trim() !== "" || files.privateKey.trim() !== "";
    let sealed: string | null = null;
    if (uploading) {
      if (!files.certificate.trim() || !files.privateKey.trim()) {
        return invalid(files.certificate.trim() ? "private_key" : "certificate", M.certificateBoth);
      }
      const checked = checkCredentials(input.cuit, files.certificate, files.privateKey, now);
      if (!checked.ok) return invalid(checked.field, checked.message);
      sealed = this.box.seal(franchiseId, checked.credentials);
    }
    const values = {
      cuit: input.cuit,
      legalName: input.legal_name,
      ivaCondition: input.iva_condition,
      pointOfSale: input.point_of_sale,
      activitiesStart: input.activities_start,
      commercialAddress: input.commercial_address,
      grossIncome: input.gross_income,
      ...(sealed ? { credentials: sealed, credentialsUploadedAt: now } : {}),
    };
    return saving(
      this.db,
      M.cuitTaken,
      async (tx) => {
        const [franchise] = await tx
          .select({ id: franchises.id })
          .from(franchises)
          .where(eq(franchises.id, franchiseId))
          .for("update");
        if (!franchise) return { ok: false, code: "not_found" };
        const [before] = await tx
          .select()
          .from(franchiseInvoicing)
          .where(eq(franchiseInvoicing.franchiseId, franchiseId));
        if (!before && !sealed) return invalid("certificate", M.certificateMissing);
        const after = before
          ? await updateVersioned(
              tx,
              franchiseInvoicing,
              ENTITY,
              franchiseId,
              input.version ?? 0,
              values,
              franchiseInvoicing.franchiseId,
            )
          : (
              await tx
                .insert(franchiseInvoicing)
                .values({ franchiseId, ...values })
                .returning()
            )[0]!;
        await audit(tx, acting, {
          entity: ENTITY,
          entityId: franchiseId,
          action: before ? "updated" : "created",
          before: before ? audited(before) : null,
          after: audited(after),
        });
        await releaseFranchiseVouchers(tx, franchiseId);
        return { ok: true, id: franchiseId };
      },
      "cuit",
    );
  }
}
