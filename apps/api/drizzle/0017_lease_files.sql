-- Lease files (spec doc 2 §3): the plain attributes as columns, every other key in "groups", the folded
-- search keys and the search result ("summary") written with the file; their history and documents.
-- The search indexes come in their own migration.
CREATE TABLE "lease_file_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"type" text NOT NULL,
	"storage_key" text NOT NULL,
	"original_filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"actor_id" text NOT NULL,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lease_file_revisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"file_id" uuid NOT NULL,
	"file_no" text NOT NULL,
	"version" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"actor_id" text NOT NULL,
	"actor_name" text NOT NULL,
	"actor_kind" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lease_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_no" text NOT NULL,
	"dealer_no" text,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text,
	"delivery_date" timestamp with time zone,
	"file_type" text,
	"province" text,
	"vehicle_type" text,
	"has_trade_in" boolean,
	"customer_type" text,
	"is_dealer" boolean,
	"is_locked" boolean,
	"is_terminated" boolean,
	"termination_date" timestamp with time zone,
	"termination_type" text,
	"termination_reason" text,
	"termination_comment" text,
	"is_two_lessee" boolean,
	"is_lease_back" boolean,
	"messages" jsonb,
	"original_lease_quote_id" text,
	"is_securitized" boolean,
	"tranche" jsonb,
	"lease_type" text,
	"non_tranchable_type" text,
	"non_tranchable_reason" text,
	"groups" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"file_no_key" text NOT NULL,
	"customer_key" text DEFAULT '' NOT NULL,
	"colessee_key" text DEFAULT '' NOT NULL,
	"company_key" text DEFAULT '' NOT NULL,
	"phone_key" text DEFAULT '' NOT NULL,
	"email_key" text DEFAULT '' NOT NULL,
	"vin_key" text DEFAULT '' NOT NULL,
	"make_key" text DEFAULT '' NOT NULL,
	"model_key" text DEFAULT '' NOT NULL,
	"plate_key" text DEFAULT '' NOT NULL,
	"vehicle_key" text DEFAULT '' NOT NULL,
	"dealership_key" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lease_file_documents" ADD CONSTRAINT "lease_file_documents_file_id_lease_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."lease_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_file_revisions" ADD CONSTRAINT "lease_file_revisions_file_id_lease_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."lease_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lease_file_documents_file_idx" ON "lease_file_documents" USING btree ("file_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lease_file_documents_storage_key_unique" ON "lease_file_documents" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "lease_file_revisions_file_idx" ON "lease_file_revisions" USING btree ("file_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "lease_files_file_no_unique" ON "lease_files" USING btree ("file_no");--> statement-breakpoint
CREATE INDEX "lease_files_dealer_no_idx" ON "lease_files" USING btree ("dealer_no");--> statement-breakpoint
CREATE INDEX "lease_files_delivery_date_idx" ON "lease_files" USING btree ("delivery_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "file_dealers_dealer_no_unique" ON "file_dealers" USING btree ("dealer_no");