-- The messages sent on a quote over the live socket, one row each, in the order they came: a message
-- is an insert (no rewrite of the quote's row, its list counts or its version), however long the
-- conversation. A quote's messages are those of its own column followed by these.
CREATE TABLE "lease_quote_messages" (
	"position" bigserial PRIMARY KEY NOT NULL,
	"quote_id" uuid NOT NULL,
	"message" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lease_quote_messages" ADD CONSTRAINT "lease_quote_messages_quote_id_lease_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."lease_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lease_quote_messages_quote_idx" ON "lease_quote_messages" USING btree ("quote_id","position");