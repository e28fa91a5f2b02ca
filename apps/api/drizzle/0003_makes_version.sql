-- Every change to the makes, by any process and any statement (a seed, a TRUNCATE, a hand-written
-- UPDATE), gives `app_meta.makes_version` a value it never had and notifies `makes_changed`, both
-- at commit. A server process that keeps the list of makes in memory reads that row, or listens, to
-- know whether its copy is still the database's: several processes may share one database.
CREATE FUNCTION "makes_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	version text := gen_random_uuid()::text;
BEGIN
	INSERT INTO "app_meta" ("key", "value") VALUES ('makes_version', version)
	ON CONFLICT ("key") DO UPDATE SET "value" = excluded."value", "updated_at" = now();
	PERFORM pg_notify('makes_changed', version);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "makes_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "makes"
	FOR EACH STATEMENT EXECUTE FUNCTION "makes_changed"();
--> statement-breakpoint
INSERT INTO "app_meta" ("key", "value") VALUES ('makes_version', gen_random_uuid()::text)
	ON CONFLICT ("key") DO NOTHING;
