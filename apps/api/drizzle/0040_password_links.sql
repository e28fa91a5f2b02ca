-- Issue 26 items 6 and 7: one-time links to choose a password (an administrator's account
-- activation, a forgotten password's reset), kept as the SHA-256 of the e-mailed token.
CREATE TABLE "password_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "password_links_token_hash_unique" ON "password_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_links_subject_idx" ON "password_links" USING btree ("kind","subject_id");--> statement-breakpoint
CREATE INDEX "password_links_expires_at_idx" ON "password_links" USING btree ("expires_at");