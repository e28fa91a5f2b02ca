-- Every change to the lease files, by any process and any statement, gives
-- `app_meta.lease_files_version` a value it never had and notifies `lease_files_changed`, both at
-- commit (as 0011 does for the quotes). A server process keeps opened files' answers
-- (`GET /files/{fileNo}`) in memory under that version.
CREATE FUNCTION "lease_files_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	version text := gen_random_uuid()::text;
BEGIN
	INSERT INTO "app_meta" ("key", "value") VALUES ('lease_files_version', version)
	ON CONFLICT ("key") DO UPDATE SET "value" = excluded."value", "updated_at" = now();
	PERFORM pg_notify('lease_files_changed', version);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "lease_files_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lease_files"
	FOR EACH STATEMENT EXECUTE FUNCTION "lease_files_changed"();
--> statement-breakpoint
INSERT INTO "app_meta" ("key", "value") VALUES ('lease_files_version', gen_random_uuid()::text)
	ON CONFLICT ("key") DO NOTHING;
