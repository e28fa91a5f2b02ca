ALTER TABLE "client_account_tokens" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "client_account_tokens" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "client_account_tokens" ADD COLUMN "agency" text;--> statement-breakpoint
CREATE INDEX "client_account_tokens_expires_at_idx" ON "client_account_tokens" USING btree ("expires_at");--> statement-breakpoint
-- A sign-up's details (password, name, agency) now travel with its confirmation link and reach the
-- account only when that link is confirmed with that password. Before, the pending account kept
-- the first sign-up's details, whoever made it (account pre-hijacking), and the links carry none:
-- those links are cancelled and the details of accounts never confirmed are dropped. Whoever was
-- signing up signs up again; a member record (no password) is left as it is.
UPDATE "client_account_tokens" SET "used_at" = now() WHERE "purpose" = 'confirm' AND "used_at" IS NULL;
--> statement-breakpoint
UPDATE "client_accounts" SET "password_hash" = NULL, "name" = NULL, "agency" = NULL, "updated_at" = now()
	WHERE "email_verified_at" IS NULL AND "password_hash" IS NOT NULL;
