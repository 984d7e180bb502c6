import type { ArcaDate, VoucherRequest, VoucherType } from "#domain/invoicing/voucher.ts";

/** What signs in to WSAA for one franchise: its CUIT and its ARCA certificate and private key (PEM). */
export interface ArcaCredentials {
  cuit: string;
  certificatePem: string;
  privateKeyPem: string;
}

/** An observation or error as ARCA returns it (code and text, kept as they came). */
export interface ArcaMessage {
  code: number;
  message: string;
}

export type CaeOutcome =
  | { kind: "authorized"; number: number; cae: string; caeDueOn: ArcaDate; observations: ArcaMessage[] }
  | { kind: "rejected"; errors: ArcaMessage[]; observations: ArcaMessage[] };

/** A voucher ARCA has authorised, as `FECompConsultar` returns it. */
export interface AuthorizedVoucher {
  number: number;
  cae: string;
  caeDueOn: ArcaDate;
  issuedOn: ArcaDate;
  totalCents: number;
  documentNumber: string;
}

/** The request was sent and no answer came: ARCA may have authorised it. Look it up before asking again. */
export class ArcaUnknownOutcome extends Error {
  override name = "ArcaUnknownOutcome";
}

/** Nothing reached ARCA, or it answered that it is down: asking again later is safe. */
export class ArcaUnavailable extends Error {
  override name = "ArcaUnavailable";
}

/** WSAA and WSFEv1 for one environment (the offline stand-in, homologación or producción). */
export interface ArcaClient {
  lastAuthorized(credentials: ArcaCredentials, pointOfSale: number, type: VoucherType): Promise<number>;
  requestCae(credentials: ArcaCredentials, voucher: VoucherRequest): Promise<CaeOutcome>;
  lookUp(
    credentials: ArcaCredentials,
    pointOfSale: number,
    type: VoucherType,
    number: number,
  ): Promise<AuthorizedVoucher | null>;
}

/**
 * ARCA answered and refused the request as a whole, not one voucher: WSAA's faults (a certificate it does not
 * trust, a computer not authorised for the service…) and WSFEv1's token and CUIT errors (600, 601) or a request
 * it could not read. `retryable` says whether asking again later can help (a lost or refused ticket is replaced
 * by signing in again); otherwise someone has to fix the franchise's certificate or its ARCA settings.
 */
export class ArcaRefusal extends Error {
  override name = "ArcaRefusal";
  constructor(
    readonly errors: ArcaMessage[],
    readonly retryable: boolean,
    /** WSAA's fault code (e.g. `cms.cert.untrusted`), when WSAA refused the sign-in. */
    readonly fault?: string,
  ) {
    super(errors.map((e) => (e.code ? `${e.code}: ${e.message}` : e.message)).join("; "));
  }
}
