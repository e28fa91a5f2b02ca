-- The client administration (issue 15): its list pages back from the newest client by
-- (created_at, id), and its search finds any part of an e-mail address through a trigram index
-- (pg_trgm, loaded by 0008).
CREATE INDEX "client_accounts_created_idx" ON "client_accounts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "client_accounts_email_key_trgm_idx" ON "client_accounts" USING gin ("email_key" gin_trgm_ops);