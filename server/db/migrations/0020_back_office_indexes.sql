CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "accounts_created_at_idx" ON "accounts" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "accounts_search_idx" ON "accounts" USING gin ((name || ' ' || surname || ' ' || email || ' ' || identifire) gin_trgm_ops);
