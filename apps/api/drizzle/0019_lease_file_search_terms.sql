-- The file search at a million files (doc 2 §7).
-- * 0018 declared its indexes, but a later edit of it kept only its comments: a database made since
--   has none of them, and every search read the whole table. The btrees are made here, IF NOT EXISTS
--   as a database made before that edit has some of them (and the e-mail's trigram index, dropped).
-- * Every key gets a btree in its byte order with the file number next (text_pattern_ops: `like
--   'q%'` as a range, in `order by … using ~<~` order, on any server locale), then the dealership and
--   the id: a search finds its candidates, a dealer's too, in the index alone (index-only scans).
-- * The contains paths (names, company, VIN, vehicle, dealership) no longer look in trigram indexes
--   of lease_files: a dealership, a vehicle or a company is shared by thousands of files, and a
--   trigram index of the files lists each file under each of its trigrams, so a query for "Prairie
--   Motors" read posting lists of tens of thousands of files before it could rank a hundred. Their
--   distinct keys are kept in lease_file_search_terms, with a partial trigram index for each path;
--   a search ranks the few keys it matches and then reads each key's files from its btree.
--   The triggers below keep each key's count of files (a key leaves when no file holds it), for
--   every writer: the server, the seed, a hand-written UPDATE. They run once per statement, with
--   the statement's rows (transition tables), and change the terms in (path, key) order, so two
--   writers take their locks in the same order.
DROP INDEX IF EXISTS "lease_files_email_key_trgm_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "lease_files_file_no_key_idx" ON "lease_files" USING btree ("file_no_key" text_pattern_ops);--> statement-breakpoint
CREATE TABLE "lease_file_search_terms" (
	"path" text NOT NULL,
	"key" text NOT NULL,
	"files" integer NOT NULL,
	CONSTRAINT "lease_file_search_terms_path_key_pk" PRIMARY KEY("path","key")
);
--> statement-breakpoint
DROP INDEX IF EXISTS "lease_files_customer_key_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "lease_files_colessee_key_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "lease_files_company_key_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "lease_files_vin_key_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "lease_files_vehicle_key_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "lease_files_dealership_key_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "lease_files_phone_key_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "lease_files_email_key_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "lease_files_plate_key_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "lease_files_make_key_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "lease_files_model_key_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "lease_file_search_terms_customer_key_trgm_idx" ON "lease_file_search_terms" USING gin ("key" gin_trgm_ops) WHERE path = 'customer_key';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "lease_file_search_terms_colessee_key_trgm_idx" ON "lease_file_search_terms" USING gin ("key" gin_trgm_ops) WHERE path = 'colessee_key';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "lease_file_search_terms_company_key_trgm_idx" ON "lease_file_search_terms" USING gin ("key" gin_trgm_ops) WHERE path = 'company_key';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "lease_file_search_terms_vin_key_trgm_idx" ON "lease_file_search_terms" USING gin ("key" gin_trgm_ops) WHERE path = 'vin_key';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "lease_file_search_terms_vehicle_key_trgm_idx" ON "lease_file_search_terms" USING gin ("key" gin_trgm_ops) WHERE path = 'vehicle_key';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "lease_file_search_terms_dealership_key_trgm_idx" ON "lease_file_search_terms" USING gin ("key" gin_trgm_ops) WHERE path = 'dealership_key';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "lease_files_customer_key_idx" ON "lease_files" USING btree ("customer_key" text_pattern_ops,"file_no_key" text_pattern_ops,"dealer_no","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "lease_files_colessee_key_idx" ON "lease_files" USING btree ("colessee_key" text_pattern_ops,"file_no_key" text_pattern_ops,"dealer_no","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "lease_files_company_key_idx" ON "lease_files" USING btree ("company_key" text_pattern_ops,"file_no_key" text_pattern_ops,"dealer_no","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "lease_files_vin_key_idx" ON "lease_files" USING btree ("vin_key" text_pattern_ops,"file_no_key" text_pattern_ops,"dealer_no","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "lease_files_vehicle_key_idx" ON "lease_files" USING btree ("vehicle_key" text_pattern_ops,"file_no_key" text_pattern_ops,"dealer_no","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "lease_files_dealership_key_idx" ON "lease_files" USING btree ("dealership_key" text_pattern_ops,"file_no_key" text_pattern_ops,"dealer_no","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "lease_files_phone_key_idx" ON "lease_files" USING btree ("phone_key" text_pattern_ops,"file_no_key" text_pattern_ops,"dealer_no","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "lease_files_email_key_idx" ON "lease_files" USING btree ("email_key" text_pattern_ops,"file_no_key" text_pattern_ops,"dealer_no","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "lease_files_plate_key_idx" ON "lease_files" USING btree ("plate_key" text_pattern_ops,"file_no_key" text_pattern_ops,"dealer_no","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "lease_files_make_key_idx" ON "lease_files" USING btree ("make_key" text_pattern_ops,"file_no_key" text_pattern_ops,"dealer_no","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "lease_files_model_key_idx" ON "lease_files" USING btree ("model_key" text_pattern_ops,"file_no_key" text_pattern_ops,"dealer_no","id");--> statement-breakpoint
CREATE FUNCTION lease_file_search_keys(f lease_files) RETURNS TABLE (path text, key text)
LANGUAGE sql IMMUTABLE AS $$
  SELECT t.path, t.key FROM (VALUES
    ('customer_key', f.customer_key), ('colessee_key', f.colessee_key), ('company_key', f.company_key),
    ('vin_key', f.vin_key), ('vehicle_key', f.vehicle_key), ('dealership_key', f.dealership_key)
  ) AS t(path, key) WHERE t.key <> ''
$$;--> statement-breakpoint
CREATE FUNCTION lease_file_search_terms_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  paths text[];
  keys text[];
  changes integer[];
BEGIN
  -- Each key's change: +1 for a file that holds it now, -1 for one that held it. (A statement
  -- names only the transition tables its trigger has.)
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(k.path), array_agg(k.key), array_agg(1) INTO paths, keys, changes
    FROM new_files AS f CROSS JOIN LATERAL lease_file_search_keys(f) AS k;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(k.path), array_agg(k.key), array_agg(-1) INTO paths, keys, changes
    FROM old_files AS f CROSS JOIN LATERAL lease_file_search_keys(f) AS k;
  ELSE
    SELECT array_agg(c.path), array_agg(c.key), array_agg(c.change) INTO paths, keys, changes FROM (
      SELECT k.path, k.key, 1 AS change FROM new_files AS f CROSS JOIN LATERAL lease_file_search_keys(f) AS k
      UNION ALL
      SELECT k.path, k.key, -1 FROM old_files AS f CROSS JOIN LATERAL lease_file_search_keys(f) AS k
    ) AS c;
  END IF;
  IF paths IS NULL THEN
    RETURN NULL;
  END IF;
  WITH kept AS (
    INSERT INTO lease_file_search_terms AS terms (path, key, files)
    SELECT c.path, c.key, sum(c.change) FROM unnest(paths, keys, changes) AS c(path, key, change)
    GROUP BY c.path, c.key HAVING sum(c.change) <> 0 ORDER BY c.path, c.key
    ON CONFLICT (path, key) DO UPDATE SET files = terms.files + excluded.files
    RETURNING terms.path, terms.key, terms.files
  )
  SELECT array_agg(kept.path), array_agg(kept.key) INTO paths, keys FROM kept WHERE kept.files <= 0;
  -- A key no file holds any more leaves.
  IF paths IS NOT NULL THEN
    DELETE FROM lease_file_search_terms AS terms USING unnest(paths, keys) AS gone(path, key)
    WHERE terms.path = gone.path AND terms.key = gone.key AND terms.files <= 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER lease_files_search_terms_insert AFTER INSERT ON lease_files
  REFERENCING NEW TABLE AS new_files FOR EACH STATEMENT EXECUTE FUNCTION lease_file_search_terms_keep();--> statement-breakpoint
CREATE TRIGGER lease_files_search_terms_update AFTER UPDATE ON lease_files
  REFERENCING OLD TABLE AS old_files NEW TABLE AS new_files FOR EACH STATEMENT EXECUTE FUNCTION lease_file_search_terms_keep();--> statement-breakpoint
CREATE TRIGGER lease_files_search_terms_delete AFTER DELETE ON lease_files
  REFERENCING OLD TABLE AS old_files FOR EACH STATEMENT EXECUTE FUNCTION lease_file_search_terms_keep();--> statement-breakpoint
INSERT INTO lease_file_search_terms (path, key, files)
SELECT t.path, t.key, count(*) FROM lease_files AS f CROSS JOIN LATERAL (VALUES
  ('customer_key', f.customer_key), ('colessee_key', f.colessee_key), ('company_key', f.company_key),
  ('vin_key', f.vin_key), ('vehicle_key', f.vehicle_key), ('dealership_key', f.dealership_key)
) AS t(path, key) WHERE t.key <> '' GROUP BY t.path, t.key;