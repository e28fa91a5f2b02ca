-- Every change to the lease quotes, or to the quote dealers a search finds them by, by any process
-- and any statement, gives `app_meta.lease_quotes_version` a value it never had and notifies
-- `lease_quotes_changed`, both at commit (as 0003 does for the makes). A server process keeps the
-- counts of the quote list in memory under that version.
CREATE FUNCTION "lease_quotes_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	version text := gen_random_uuid()::text;
BEGIN
	INSERT INTO "app_meta" ("key", "value") VALUES ('lease_quotes_version', version)
	ON CONFLICT ("key") DO UPDATE SET "value" = excluded."value", "updated_at" = now();
	PERFORM pg_notify('lease_quotes_changed', version);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "lease_quotes_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lease_quotes"
	FOR EACH STATEMENT EXECUTE FUNCTION "lease_quotes_changed"();
--> statement-breakpoint
CREATE TRIGGER "lease_quotes_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "quote_dealers"
	FOR EACH STATEMENT EXECUTE FUNCTION "lease_quotes_changed"();
--> statement-breakpoint
INSERT INTO "app_meta" ("key", "value") VALUES ('lease_quotes_version', gen_random_uuid()::text)
	ON CONFLICT ("key") DO NOTHING;
