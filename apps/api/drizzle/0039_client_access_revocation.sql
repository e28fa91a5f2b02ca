-- Client access tokens end with sign-out, a new password and a replayed authorization code (issue 26,
-- item 3): each client's "not before", the instant before which the public API refuses the client's
-- access tokens, and the ids of access tokens revoked alone, kept until they would have expired.
CREATE TABLE "revoked_access_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"account_id" text,
	"reason" text NOT NULL,
	"revoked_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_accounts" ADD COLUMN "access_not_before" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_accounts" ADD COLUMN "access_cut_reason" text;--> statement-breakpoint
CREATE INDEX "revoked_access_tokens_expires_at_idx" ON "revoked_access_tokens" USING btree ("expires_at");