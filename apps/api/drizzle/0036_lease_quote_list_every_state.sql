-- The quote list shows every quote its viewer may reach, in every state (issue 25): the status
-- filter is a choice, no longer a limit on the rows. A dealer's whole list, newest first by either
-- date, reads its dealership's quotes in an index of their own (the by-state ones need a state).
-- Staff may also filter by the quote's header status (Approved, Completed): indexes by status and
-- date, and the kept counts by status too, so that count stays a sum over a few hundred rows.
CREATE INDEX "lease_quotes_dealership_any_idx" ON "lease_quotes" USING btree ("dealership_key","sort_date" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("list_state","province") WHERE "lease_quotes"."dealership_key" is not null;--> statement-breakpoint
CREATE INDEX "lease_quotes_dealership_any_created_idx" ON "lease_quotes" USING btree ("dealership_key","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("list_state","province") WHERE "lease_quotes"."dealership_key" is not null;--> statement-breakpoint
CREATE INDEX "lease_quotes_status_sort_idx" ON "lease_quotes" USING btree ("status","sort_date" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("province","owner_type");--> statement-breakpoint
CREATE INDEX "lease_quotes_status_created_idx" ON "lease_quotes" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("province","owner_type");--> statement-breakpoint
ALTER TABLE "lease_quote_counts" DROP CONSTRAINT "lease_quote_counts_pk";--> statement-breakpoint
ALTER TABLE "lease_quote_counts" ADD COLUMN "status" text DEFAULT '' NOT NULL;--> statement-breakpoint
DELETE FROM "lease_quote_counts";--> statement-breakpoint
INSERT INTO "lease_quote_counts"
  ("owner_type", "dealership_key", "dealer_id", "province", "list_state", "prepared_by_key", "status", "quotes")
SELECT "owner_type", coalesce("dealership_key", ''), coalesce("dealer_id"::text, ''),
  coalesce("province", ''), "list_state", "prepared_by_key", "status", count(*)
FROM "lease_quotes" GROUP BY 1, 2, 3, 4, 5, 6, 7;--> statement-breakpoint
ALTER TABLE "lease_quote_counts" ADD CONSTRAINT "lease_quote_counts_pk" PRIMARY KEY("owner_type","dealership_key","dealer_id","province","list_state","prepared_by_key","status");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "lease_quote_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "lease_quote_counts" AS "counts"
      ("owner_type", "dealership_key", "dealer_id", "province", "list_state", "prepared_by_key", "status", "quotes")
    SELECT "owner_type", coalesce("dealership_key", ''), coalesce("dealer_id"::text, ''),
      coalesce("province", ''), "list_state", "prepared_by_key", "status", -count(*)
    FROM "old_rows" GROUP BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ON CONSTRAINT "lease_quote_counts_pk"
      DO UPDATE SET "quotes" = "counts"."quotes" + excluded."quotes";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO "lease_quote_counts" AS "counts"
      ("owner_type", "dealership_key", "dealer_id", "province", "list_state", "prepared_by_key", "status", "quotes")
    SELECT "owner_type", coalesce("dealership_key", ''), coalesce("dealer_id"::text, ''),
      coalesce("province", ''), "list_state", "prepared_by_key", "status", count(*)
    FROM "new_rows" GROUP BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ON CONSTRAINT "lease_quote_counts_pk"
      DO UPDATE SET "quotes" = "counts"."quotes" + excluded."quotes";
  END IF;
  RETURN NULL;
END
$$;
