-- Buyout quotes, banking info and its audit trail (spec doc 2 §3, §7; issue 12). Numbered 0021:
-- 0019 and 0020 are other branches'. A buyout quote is one per file (its terms, PST exempt or not; the
-- figures are computed when read). Banking numbers are digit strings and the amount whole cents,
-- checked here as well as at the API. The trail keeps no reference to the record, so a deleted
-- record's changes stay; both go with their file.
CREATE TABLE "banking_info" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"institution_no" text NOT NULL,
	"transit_no" text NOT NULL,
	"account_no" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"payee_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banking_info_institution_no" CHECK ("banking_info"."institution_no" ~ '^[0-9]{3}$'),
	CONSTRAINT "banking_info_transit_no" CHECK ("banking_info"."transit_no" ~ '^[0-9]{5}$'),
	CONSTRAINT "banking_info_account_no" CHECK ("banking_info"."account_no" ~ '^[0-9]{7,12}$'),
	CONSTRAINT "banking_info_amount_positive" CHECK ("banking_info"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "banking_info_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"file_id" uuid NOT NULL,
	"banking_info_id" uuid NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL,
	"actor_id" text NOT NULL,
	"actor_name" text NOT NULL,
	"actor_kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banking_info_changes_action" CHECK ("action" in ('created', 'updated', 'deleted'))
);
--> statement-breakpoint
CREATE TABLE "buyout_quotes" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"terms" jsonb,
	"pst_exempt" boolean DEFAULT false NOT NULL,
	"actor_id" text NOT NULL,
	"actor_name" text NOT NULL,
	"saved_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banking_info" ADD CONSTRAINT "banking_info_file_id_lease_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."lease_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banking_info_changes" ADD CONSTRAINT "banking_info_changes_file_id_lease_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."lease_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyout_quotes" ADD CONSTRAINT "buyout_quotes_file_id_lease_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."lease_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banking_info_file_idx" ON "banking_info" USING btree ("file_id","created_at");--> statement-breakpoint
CREATE INDEX "banking_info_changes_file_idx" ON "banking_info_changes" USING btree ("file_id","id");