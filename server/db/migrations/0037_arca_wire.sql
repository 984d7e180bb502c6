-- ARCA's electronic invoicing (docs/arca.md, docs/decisions/0068 and 0069): the client's WSAA tickets, shared by
-- every process, and the offline stand-in's state (its tickets, the vouchers it authorised, the faults asked of it).
CREATE TABLE "arca_access_tickets" (
  "environment" text NOT NULL,
  "cuit" text NOT NULL,
  "service" text NOT NULL,
  "token" text,
  "sign" text,
  "expires_at" timestamp with time zone,
  "login_lease_owner" text,
  "login_lease_until" timestamp with time zone,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "arca_access_tickets_pk" PRIMARY KEY ("environment", "cuit", "service")
);
--> statement-breakpoint
CREATE TABLE "arca_sandbox_tickets" (
  "certificate" text NOT NULL,
  "service" text NOT NULL,
  "cuit" text NOT NULL,
  "token_hash" text NOT NULL UNIQUE,
  "sign" text NOT NULL,
  "generated_at" timestamp with time zone NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  CONSTRAINT "arca_sandbox_tickets_pk" PRIMARY KEY ("certificate", "service")
);
--> statement-breakpoint
CREATE TABLE "arca_sandbox_vouchers" (
  "cuit" text NOT NULL,
  "point_of_sale" integer NOT NULL,
  "type" integer NOT NULL,
  "number" bigint NOT NULL,
  "concept" integer NOT NULL,
  "document_type" integer NOT NULL,
  "document_number" text NOT NULL,
  "issued_on" date NOT NULL,
  "total_cents" bigint NOT NULL,
  "cae" text NOT NULL,
  "cae_due_on" date NOT NULL,
  "request" jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "arca_sandbox_vouchers_pk" PRIMARY KEY ("cuit", "point_of_sale", "type", "number"),
  CONSTRAINT "arca_sandbox_vouchers_number_check" CHECK ("number" > 0)
);
--> statement-breakpoint
CREATE TABLE "arca_sandbox_faults" (
  "cuit" text NOT NULL,
  "fault" text NOT NULL,
  "remaining" integer NOT NULL,
  CONSTRAINT "arca_sandbox_faults_pk" PRIMARY KEY ("cuit", "fault"),
  CONSTRAINT "arca_sandbox_faults_remaining_check" CHECK ("remaining" >= 0)
);
