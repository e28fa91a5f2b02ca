-- The history of a quote's vehicle, details and terms (issue 25, item 4): who changed which fields,
-- from what to what, beside the changes of state in lease_quote_events.
CREATE TABLE "lease_quote_edits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"revision_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text NOT NULL,
	"actor_type" text NOT NULL,
	"actor_name" text NOT NULL,
	"changes" jsonb NOT NULL,
	CONSTRAINT "lease_quote_edits_actor_type_check" CHECK ("actor_type" in ('DEALER', 'SFI'))
);
--> statement-breakpoint
ALTER TABLE "lease_quote_edits" ADD CONSTRAINT "lease_quote_edits_quote_id_lease_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."lease_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lease_quote_edits_quote_idx" ON "lease_quote_edits" USING btree ("quote_id","at");