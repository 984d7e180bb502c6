-- What RG 1415 asks a voucher to say of its issuer: the franchise's 'Domicilio comercial' and its Ingresos Brutos.
-- Nullable: settings saved before keep working, and their documents print the sale's branch and the CUIT until
-- the owner fills them in (docs/decisions/0071).
ALTER TABLE "franchise_invoicing" ADD COLUMN "commercial_address" text;--> statement-breakpoint
ALTER TABLE "franchise_invoicing" ADD COLUMN "gross_income" text;
