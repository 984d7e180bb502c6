/**
 * The `invoicing.voucher` job: asks ARCA for a voucher's CAE, exactly once however many processes run it,
 * crash or lose an answer (docs/decisions/0070).
 *
 * 1. The voucher's numbering sequence is claimed (sequences.ts); while another voucher holds it, this one
 *    waits its turn.
 * 2. If the voucher had recorded a number and its outcome is unknown (no answer, or a crash), that number is
 *    looked up (`FECompConsultar`) and adopted when ARCA has it.
 * 3. Otherwise the next number is read (`FECompUltimoAutorizado`), recorded with the request, and asked for
 *    (`FECAESolicitar`).
 * 4. The CAE (or the refusal) is stored in one transaction with the job's own row deleted and the sequence
 *    let go: the job ends with its answer, never before it.
 */
import { and, eq } from "drizzle-orm";
import { buildVoucherRequest, creditNoteTypeFor, voucherTypeFor } from "#domain/invoicing/build.ts";
import { INVOICING_MESSAGES as M } from "#domain/invoicing/messages.ts";
import { voucherNumberText } from "#domain/invoicing/names.ts";
import { retryCanHelp } from "#domain/invoicing/refusals.ts";
import type { WaitingReason } from "#domain/invoicing/states.ts";
import type { AssociatedVoucher, IssuerAtAuthorisation, VoucherRequest } from "#domain/invoicing/voucher.ts";
import { dayValue } from "#domain/editing/day-input.ts";
import {
  ArcaRefusal,
  ArcaUnavailable,
  type ArcaClient,
  type ArcaCredentials,
  type ArcaMessage,
  type AuthorizedVoucher,
} from "#server/arca/client.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { franchiseInvoicing, franchises, jobs, payments, vouchers } from "#server/db/schema/index.ts";
import { releaseCreditNotes } from "./queue.ts";
import { queueVoucherMail } from "./voucher-documents.ts";
import { DEMO_CREDENTIALS, type SecretBox, UnreadableCredentials } from "./secret-box.ts";
import { claimOrWait, heldBy, recordAsking, release, type SequenceKey } from "./sequences.ts";

export type VoucherRow = typeof vouchers.$inferSelect;

/** A retry can help (ARCA refused the number, the sequence was lost): run it again. */
export class VoucherRetry extends Error {
  override name = "VoucherRetry";
}

export interface IssuerDeps {
  db: Db;
  arca: ArcaClient;
  box: SecretBox;
  now?: () => Date;
  /** The stand-in's certificate for a demo franchise's CUIT; absent when ARCA is the real one. */
  demoCredentials?: (cuit: string) => Promise<ArcaCredentials>;
}

export class VoucherIssuer {
  private readonly now: () => Date;

  constructor(private readonly deps: IssuerDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** Runs the voucher's job `jobId`; throws to be run again (ArcaUnavailable, an unknown outcome, its turn). */
  async issue(voucherId: string, jobId: string): Promise<void> {
    const { db } = this.deps;
    const [voucher] = await db.select().from(vouchers).where(eq(vouchers.id, voucherId));
    if (!voucher || voucher.state !== "pendiente") return;
    const held = await heldBy(db, voucher.id);
    const facts = await this.factsOf(voucher);
    if ("waiting" in facts) {
      if (!held) await this.wait(voucher, facts.waiting, jobId);
      return;
    }
    let credentials: ArcaCredentials;
    try {
      credentials = await this.credentialsOf(voucher.franchiseId!, facts.settings);
    } catch (err) {
      if (!(err instanceof UnreadableCredentials)) throw err;
      await this.refuse(voucher, jobId, held?.key ?? null, [{ code: 0, message: M.unreadable }], []);
      return;
    }
    const key: SequenceKey = held?.key ?? {
      cuit: facts.settings.cuit,
      pointOfSale: facts.settings.pointOfSale,
      voucherType: facts.associated
        ? creditNoteTypeFor(facts.associated.type)
        : voucherTypeFor(voucher.kind, facts.settings.ivaCondition),
    };
    if (held && held.key.cuit !== facts.settings.cuit) {
      // The franchise's CUIT changed while a number was out: only its old certificate could look it up.
      throw new VoucherRetry("the voucher's sequence belongs to another CUIT than the franchise's");
    }
    // Another voucher of the sequence is being asked for: this one is queued again when it is answered.
    if (!(await claimOrWait(db, key, voucher.id, jobId))) return;

    // A number recorded and not settled yet (asked, and not found absent nor refused): it keeps the sequence.
    const number = { outstanding: held?.askingNumber ?? null };
    try {
      await this.exchange({ voucher, jobId, key, credentials, facts, number });
    } catch (err) {
      if (number.outstanding === null) await db.transaction((tx) => release(tx, key, voucher.id));
      if (err instanceof ArcaRefusal && !err.retryable) {
        // The certificate or the franchise's ARCA settings: someone has to fix them, then 'Reintentar'.
        await this.refuse(voucher, jobId, null, err.errors, []);
        return;
      }
      throw err;
    }
  }

  /** Looks up the outstanding number, or asks for the next one; stores the answer. */
  private async exchange({
    voucher,
    jobId,
    key,
    credentials,
    facts,
    number: state,
  }: {
    voucher: VoucherRow;
    jobId: string;
    key: SequenceKey;
    credentials: ArcaCredentials;
    facts: Exclude<Awaited<ReturnType<VoucherIssuer["factsOf"]>>, { waiting: WaitingReason }>;
    number: { outstanding: number | null };
  }): Promise<void> {
    const { db } = this.deps;
    const asked = state.outstanding;
    if (asked !== null) {
      const found = await this.deps.arca.lookUp(credentials, key.pointOfSale, key.voucherType, asked);
      if (found && sameVoucher(found, voucher.request)) {
        await this.authorize(voucher, jobId, key, issuerOf(facts.settings), { ...found, observations: [] });
        return;
      }
      if (found) {
        const taken = voucherNumberText(key.pointOfSale, asked);
        await this.refuse(voucher, jobId, key, [{ code: 0, message: M.numberTaken(taken) }], []);
        return;
      }
      state.outstanding = null;
    }

    const number = (await this.deps.arca.lastAuthorized(credentials, key.pointOfSale, key.voucherType)) + 1;
    const request = buildVoucherRequest({
      kind: voucher.kind,
      seller: { ivaCondition: facts.settings.ivaCondition, pointOfSale: key.pointOfSale },
      associated: facts.associated,
      number,
      issuedOn: dayValue(this.now()),
      purchasedOn: dayValue(facts.purchasedAt),
      totalCents: voucher.amount,
      buyer: facts.buyer,
    });
    const recorded = await db.transaction(async (tx) => {
      if (!(await recordAsking(tx, key, voucher.id, number))) return false;
      await tx
        .update(vouchers)
        .set({ ...key, request, waiting: null })
        .where(and(eq(vouchers.id, voucher.id), eq(vouchers.state, "pendiente")));
      return true;
    });
    if (!recorded) throw new VoucherRetry("the voucher lost its sequence before asking");
    state.outstanding = number;

    let outcome;
    try {
      outcome = await this.deps.arca.requestCae(credentials, request);
    } catch (err) {
      // Nothing reached ARCA, or it refused the request as a whole: the number is free again. An unknown
      // outcome keeps it, to be looked up.
      if (err instanceof ArcaUnavailable || err instanceof ArcaRefusal) state.outstanding = null;
      throw err;
    }
    if (outcome.kind === "authorized") {
      await this.authorize(voucher, jobId, key, issuerOf(facts.settings), {
        ...outcome,
        issuedOn: request.issuedOn,
      });
      return;
    }
    state.outstanding = null;
    if (retryCanHelp(outcome.errors)) {
      await db.transaction(async (tx) => {
        await release(tx, key, voucher.id);
        await tx
          .update(vouchers)
          .set({ errors: outcome.errors, observations: outcome.observations })
          .where(eq(vouchers.id, voucher.id));
      });
      throw new VoucherRetry(`ARCA refused number ${number}: the next one is read again`);
    }
    await this.refuse(voucher, jobId, key, outcome.errors, outcome.observations);
  }

  /** After the job's last run failed: the voucher shows as refused, for staff's 'Reintentar'. */
  async exhausted(voucherId: string): Promise<void> {
    await this.deps.db
      .update(vouchers)
      .set({ state: "rechazada", errors: [{ code: 0, message: M.exhausted }] })
      .where(and(eq(vouchers.id, voucherId), eq(vouchers.state, "pendiente")));
  }

  private async factsOf(voucher: VoucherRow) {
    const { db } = this.deps;
    const waiting = (reason: WaitingReason) => ({ waiting: reason }) as const;
    let associated: AssociatedVoucher | undefined;
    if (voucher.invoiceId) {
      const [invoice] = await db.select().from(vouchers).where(eq(vouchers.id, voucher.invoiceId));
      if (!invoice || invoice.state !== "autorizada") return waiting("factura_sin_autorizar");
      associated = {
        type: invoice.voucherType!,
        pointOfSale: invoice.pointOfSale!,
        number: invoice.number!,
        cuit: invoice.cuit!,
        issuedOn: invoice.issuedOn!,
      };
    }
    if (!voucher.franchiseId) return waiting("sin_franquicia");
    const [settings] = await db
      .select()
      .from(franchiseInvoicing)
      .where(eq(franchiseInvoicing.franchiseId, voucher.franchiseId));
    if (!settings?.credentials) return waiting("sin_configuracion");
    const [sale] = await db
      .select({
        approvedAt: payments.approvedAt,
        createdAt: payments.createdAt,
        type: payments.payerIdentificationType,
        number: payments.payerIdentificationNumber,
      })
      .from(payments)
      .where(eq(payments.id, voucher.paymentId));
    return {
      settings,
      associated,
      purchasedAt: sale!.approvedAt ?? sale!.createdAt,
      buyer: { type: sale!.type, number: sale!.number },
    };
  }

  private async credentialsOf(
    franchiseId: string,
    settings: { cuit: string; credentials: string | null },
  ): Promise<ArcaCredentials> {
    if (settings.credentials === DEMO_CREDENTIALS) {
      if (!this.deps.demoCredentials)
        throw new UnreadableCredentials("demo credentials outside the stand-in");
      return this.deps.demoCredentials(settings.cuit);
    }
    return { cuit: settings.cuit, ...this.deps.box.open(franchiseId, settings.credentials!) };
  }

  /**
   * Marks the voucher as waiting and ends its job, under the lock of what it waits for: the change that ends the
   * wait (the invoice authorised, the settings saved) either came first, and the voucher runs again now, or
   * comes after and finds it waiting.
   */
  private async wait(voucher: VoucherRow, reason: WaitingReason, jobId: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      if (reason === "factura_sin_autorizar") {
        const [invoice] = await tx
          .select({ state: vouchers.state })
          .from(vouchers)
          .where(eq(vouchers.id, voucher.invoiceId!))
          .for("update");
        if (invoice?.state === "autorizada") throw new VoucherRetry("the invoice was authorised meanwhile");
      }
      if (reason === "sin_configuracion") {
        await tx
          .select({ id: franchises.id })
          .from(franchises)
          .where(eq(franchises.id, voucher.franchiseId!))
          .for("update");
        const [settings] = await tx
          .select({ credentials: franchiseInvoicing.credentials })
          .from(franchiseInvoicing)
          .where(eq(franchiseInvoicing.franchiseId, voucher.franchiseId!));
        if (settings?.credentials) throw new VoucherRetry("the franchise's settings were saved meanwhile");
      }
      await tx
        .update(vouchers)
        .set({ waiting: reason })
        .where(and(eq(vouchers.id, voucher.id), eq(vouchers.state, "pendiente")));
      await tx.delete(jobs).where(eq(jobs.id, jobId));
    });
  }

  private async authorize(
    voucher: VoucherRow,
    jobId: string,
    key: SequenceKey,
    issuer: IssuerAtAuthorisation,
    cae: Pick<AuthorizedVoucher, "number" | "cae" | "caeDueOn" | "issuedOn"> & {
      observations: ArcaMessage[];
    },
  ): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const authorized = await tx
        .update(vouchers)
        .set({
          ...key,
          issuer,
          state: "autorizada",
          waiting: null,
          number: cae.number,
          cae: cae.cae,
          caeDueOn: cae.caeDueOn,
          issuedOn: cae.issuedOn,
          observations: cae.observations,
          errors: [],
          authorizedAt: this.now(),
        })
        .where(and(eq(vouchers.id, voucher.id), eq(vouchers.state, "pendiente")))
        .returning({ id: vouchers.id });
      await this.settle(tx, key, voucher.id, jobId);
      if (voucher.kind === "invoice") await releaseCreditNotes(tx, voucher.id);
      // The customer gets the voucher with its PDF, once: only the transaction that authorised it queues it.
      if (authorized.length > 0) await queueVoucherMail(tx, voucher.id);
    });
  }

  private async refuse(
    voucher: VoucherRow,
    jobId: string,
    key: SequenceKey | null,
    errors: ArcaMessage[],
    observations: ArcaMessage[],
  ): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      await tx
        .update(vouchers)
        .set({ state: "rechazada", waiting: null, errors, observations })
        .where(and(eq(vouchers.id, voucher.id), eq(vouchers.state, "pendiente")));
      await this.settle(tx, key, voucher.id, jobId);
    });
  }

  /** The job ends with the answer it stored: its row goes, and the sequence is let go, in that transaction. */
  private async settle(tx: Tx, key: SequenceKey | null, voucherId: string, jobId: string): Promise<void> {
    if (key) await release(tx, key, voucherId);
    await tx.delete(jobs).where(eq(jobs.id, jobId));
  }
}

/** Whether the voucher ARCA has under the number is the one this voucher asked for. */
function sameVoucher(found: AuthorizedVoucher, request: VoucherRequest | null): boolean {
  return (
    request !== null &&
    found.totalCents === request.totalCents &&
    found.documentNumber.replace(/^0+/, "") === request.documentNumber.replace(/^0+/, "")
  );
}

/** The seller's data the request was built with, kept with the voucher ARCA authorises. */
function issuerOf(settings: typeof franchiseInvoicing.$inferSelect): IssuerAtAuthorisation {
  const { legalName, commercialAddress, grossIncome, activitiesStart } = settings;
  return { legalName, commercialAddress, grossIncome, activitiesStart };
}
