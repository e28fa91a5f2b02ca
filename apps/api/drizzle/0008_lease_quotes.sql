-- The trigram index of the quote search needs pg_trgm (PGlite loads it as an extension of its own).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "lease_quote_counts" (
	"owner_type" text NOT NULL,
	"dealership_key" text NOT NULL,
	"dealer_id" text NOT NULL,
	"province" text NOT NULL,
	"list_state" text NOT NULL,
	"prepared_by_key" text NOT NULL,
	"quotes" bigint NOT NULL,
	CONSTRAINT "lease_quote_counts_pk" PRIMARY KEY("owner_type","dealership_key","dealer_id","province","list_state","prepared_by_key")
);
--> statement-breakpoint
CREATE TABLE "lease_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle" jsonb NOT NULL,
	"dealer_id" uuid,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quote_data" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"new_message_for" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"selected_revision_number" integer,
	"list_state" text DEFAULT 'DRAFT' NOT NULL,
	"owner_id" uuid NOT NULL,
	"owner_type" text NOT NULL,
	"dealership_key" text,
	"province" text,
	"customer" jsonb,
	"prepared_by" text DEFAULT '' NOT NULL,
	"prepared_by_key" text DEFAULT '' NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"sort_date" timestamp with time zone GENERATED ALWAYS AS (coalesce("updated_at", "created_at")) STORED NOT NULL,
	CONSTRAINT "lease_quotes_status_check" CHECK ("status" in ('DRAFT', 'SUBMITTED', 'TRANSFERRED', 'APPROVED')),
	CONSTRAINT "lease_quotes_list_state_check" CHECK ("list_state" in ('DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED', 'REVIEWED', 'QUOTE_SUBMITTED', 'QUOTE_APPROVED', 'CREDIT_SUBMITTED', 'CREDIT_APPROVED', 'ALL_APPROVED')),
	CONSTRAINT "lease_quotes_owner_type_check" CHECK ("owner_type" in ('DEALER', 'SFI')),
	CONSTRAINT "lease_quotes_province_check" CHECK ("province" in ('AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'))
);
--> statement-breakpoint
ALTER TABLE "lease_quotes" ADD CONSTRAINT "lease_quotes_dealer_id_quote_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."quote_dealers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lease_quotes_sort_idx" ON "lease_quotes" USING btree ("sort_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lease_quotes_created_idx" ON "lease_quotes" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lease_quotes_state_sort_idx" ON "lease_quotes" USING btree ("list_state","sort_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lease_quotes_dealership_idx" ON "lease_quotes" USING btree ("dealership_key","list_state","sort_date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "lease_quotes"."dealership_key" is not null;--> statement-breakpoint
CREATE INDEX "lease_quotes_dealer_idx" ON "lease_quotes" USING btree ("dealer_id");--> statement-breakpoint
CREATE INDEX "lease_quotes_owner_idx" ON "lease_quotes" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "lease_quotes_search_idx" ON "lease_quotes" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- lease_quote_counts follows lease_quotes: each statement adds the quotes it wrote to their
-- combination of the list's filters and takes away the ones it removed or changed.
CREATE FUNCTION "lease_quote_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "lease_quote_counts" AS "counts"
      ("owner_type", "dealership_key", "dealer_id", "province", "list_state", "prepared_by_key", "quotes")
    SELECT "owner_type", coalesce("dealership_key", ''), coalesce("dealer_id"::text, ''),
      coalesce("province", ''), "list_state", "prepared_by_key", -count(*)
    FROM "old_rows" GROUP BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ON CONSTRAINT "lease_quote_counts_pk"
      DO UPDATE SET "quotes" = "counts"."quotes" + excluded."quotes";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO "lease_quote_counts" AS "counts"
      ("owner_type", "dealership_key", "dealer_id", "province", "list_state", "prepared_by_key", "quotes")
    SELECT "owner_type", coalesce("dealership_key", ''), coalesce("dealer_id"::text, ''),
      coalesce("province", ''), "list_state", "prepared_by_key", count(*)
    FROM "new_rows" GROUP BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ON CONSTRAINT "lease_quote_counts_pk"
      DO UPDATE SET "quotes" = "counts"."quotes" + excluded."quotes";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "lease_quote_counts_insert" AFTER INSERT ON "lease_quotes"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "lease_quote_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "lease_quote_counts_update" AFTER UPDATE ON "lease_quotes"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "lease_quote_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "lease_quote_counts_delete" AFTER DELETE ON "lease_quotes"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "lease_quote_counts_follow"();
