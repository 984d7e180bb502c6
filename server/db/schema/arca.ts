/**
 * ARCA's electronic invoicing: the WSAA access tickets the client keeps (one per environment, CUIT and service,
 * shared by every process, since WSAA refuses a second sign-in while a ticket is valid), and the state of the
 * offline stand-in (server/arca/sandbox), kept in the database so that a restarted server, or another process,
 * agrees with what it answered.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The client's WSAA ticket per environment (sandbox, homologacion, produccion), CUIT and service. A process that
 * signs in holds `login_lease_until`; the others wait for the ticket it stores instead of signing in too.
 */
export const arcaAccessTickets = pgTable(
  "arca_access_tickets",
  {
    environment: text("environment").notNull(),
    cuit: text("cuit").notNull(),
    service: text("service").notNull(),
    token: text("token"),
    sign: text("sign"),
    expiresAt: at("expires_at"),
    loginLeaseOwner: text("login_lease_owner"),
    loginLeaseUntil: at("login_lease_until"),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.environment, t.cuit, t.service] })],
);

/** Stand-in WSAA: the ticket it issued per certificate and service; a second sign-in is refused until it expires. */
export const arcaSandboxTickets = pgTable(
  "arca_sandbox_tickets",
  {
    /** SHA-256 of the certificate (DER), hexadecimal: WSAA's "CEE". */
    certificate: text("certificate").notNull(),
    service: text("service").notNull(),
    cuit: text("cuit").notNull(),
    /** SHA-256 of the token, hexadecimal: a call is checked against it and its sign. */
    tokenHash: text("token_hash").notNull().unique(),
    sign: text("sign").notNull(),
    generatedAt: at("generated_at").notNull(),
    expiresAt: at("expires_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.certificate, t.service] })],
);

/** Stand-in WSFEv1: the vouchers it authorised, numbered per CUIT, point of sale and voucher type. */
export const arcaSandboxVouchers = pgTable(
  "arca_sandbox_vouchers",
  {
    cuit: text("cuit").notNull(),
    pointOfSale: integer("point_of_sale").notNull(),
    type: integer("type").notNull(),
    number: bigint("number", { mode: "number" }).notNull(),
    concept: integer("concept").notNull(),
    documentType: integer("document_type").notNull(),
    documentNumber: text("document_number").notNull(),
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    totalCents: bigint("total_cents", { mode: "number" }).notNull(),
    cae: text("cae").notNull(),
    caeDueOn: date("cae_due_on", { mode: "string" }).notNull(),
    /** FECAEDetRequest as it came (amounts in pesos), for FECompConsultar. */
    request: jsonb("request").$type<Record<string, unknown>>().notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cuit, t.pointOfSale, t.type, t.number] }),
    check("arca_sandbox_vouchers_number_check", sql`${t.number} > 0`),
  ],
);

/**
 * Faults a test (or a person trying the demo) asks the stand-in for, per CUIT: `hang_after_store` makes the
 * next FECAESolicitar calls store their voucher and never answer; `down` makes WSFEv1 answer as ARCA does when
 * its servers are down. `remaining` counts the calls still to fail.
 */
export const arcaSandboxFaults = pgTable(
  "arca_sandbox_faults",
  {
    cuit: text("cuit").notNull(),
    fault: text("fault").notNull(),
    remaining: integer("remaining").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cuit, t.fault] }),
    check("arca_sandbox_faults_remaining_check", sql`${t.remaining} >= 0`),
  ],
);
