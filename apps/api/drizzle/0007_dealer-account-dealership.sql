-- The dealership of a dealer account, as it is looked up: nameKey(dealer_name) of @sfi/domain
-- (trimmed, accents stripped, lower-cased). Rows written from now on get it from nameKey itself;
-- rows already there get the nearest SQL equivalent: the common blocks of combining marks stand in
-- for \p{M}, and lower() follows the database's locale (ASCII only under "C"). The demo dealer is
-- written again with nameKey's value at every seed.
ALTER TABLE "dealer_accounts" ADD COLUMN "dealer_name_key" text;--> statement-breakpoint
UPDATE "dealer_accounts" SET "dealer_name_key" = lower(regexp_replace(normalize(btrim("dealer_name"), NFD), '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g'));--> statement-breakpoint
ALTER TABLE "dealer_accounts" ALTER COLUMN "dealer_name_key" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "dealer_accounts_dealer_name_key_idx" ON "dealer_accounts" USING btree ("dealer_name_key");
