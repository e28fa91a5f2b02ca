-- The timeline of each quote: every change of a revision's state, who made it and when.
CREATE TABLE "lease_quote_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"revision_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text NOT NULL,
	"actor_type" text NOT NULL,
	"actor_name" text NOT NULL,
	"from_type" text NOT NULL,
	"from_state" text NOT NULL,
	"to_type" text NOT NULL,
	"to_state" text NOT NULL,
	CONSTRAINT "lease_quote_events_actor_type_check" CHECK ("actor_type" in ('DEALER', 'SFI')),
	CONSTRAINT "lease_quote_events_from_type_check" CHECK ("from_type" in ('DRAFT', 'INITIAL', 'ADJUSTED', 'FINAL')),
	CONSTRAINT "lease_quote_events_to_type_check" CHECK ("to_type" in ('DRAFT', 'INITIAL', 'ADJUSTED', 'FINAL')),
	CONSTRAINT "lease_quote_events_from_state_check" CHECK ("from_state" in ('DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED', 'REVIEWED', 'QUOTE_SUBMITTED', 'QUOTE_APPROVED', 'CREDIT_SUBMITTED', 'CREDIT_APPROVED', 'ALL_APPROVED')),
	CONSTRAINT "lease_quote_events_to_state_check" CHECK ("to_state" in ('DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED', 'REVIEWED', 'QUOTE_SUBMITTED', 'QUOTE_APPROVED', 'CREDIT_SUBMITTED', 'CREDIT_APPROVED', 'ALL_APPROVED'))
);
--> statement-breakpoint
ALTER TABLE "lease_quote_events" ADD CONSTRAINT "lease_quote_events_quote_id_lease_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."lease_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lease_quote_events_quote_idx" ON "lease_quote_events" USING btree ("quote_id","at");
