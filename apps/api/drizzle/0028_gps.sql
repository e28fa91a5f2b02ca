-- GPS tracking (spec doc 2 §3, issue 15): devices, the positions they report, tags and each list's
-- count. Numbered 0028 and timed after 0024 (written beside 0025-0027): Drizzle applies only
-- migrations newer than the last one applied.
-- * The lists read gps_devices in GPS-number order: all (the unique index), linked (a partial
--   index), by tag (gps_device_tags' primary key, which carries the GPS number).
-- * Their counts come from gps_counts, kept below by triggers for every writer (server, seed, a
--   hand-written UPDATE): a row per tag ('' for every device) and linked or not.
-- * The flagged list (linked devices silent for 48 hours, last seen outside Canada, or whose file's
--   lease ended) reads one partial index per reason, together (BitmapOr). The lease's end is kept on
--   the device by triggers from its file (gps_lease_end_day: `leaseEndDay` of @sfi/domain, gps-rules.ts).
-- * The search finds a GPS number by its start (gps_no_key) or its end (gps_no_reversed, its last
--   digits), a file number by its start, each a btree range in byte order (text_pattern_ops, on any
--   server locale); a device name by any part, through a trigram index (pg_trgm, loaded by 0008).
--   Not one trigram index over all three: every number shares the trigrams of "gps" and of its first
--   digits, whose lists hold every device, and a lookup read them all.
CREATE TABLE "gps_counts" (
	"tag" text NOT NULL,
	"linked" boolean NOT NULL,
	"devices" bigint NOT NULL,
	CONSTRAINT "gps_counts_pk" PRIMARY KEY("tag","linked")
);
--> statement-breakpoint
CREATE TABLE "gps_device_tags" (
	"tag" text NOT NULL,
	"gps_no" text NOT NULL,
	"device_id" uuid NOT NULL,
	CONSTRAINT "gps_device_tags_pk" PRIMARY KEY("tag","gps_no")
);
--> statement-breakpoint
CREATE TABLE "gps_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gps_no" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"key_hash" text NOT NULL,
	"file_no" text,
	"notes" text DEFAULT '' NOT NULL,
	"last_at" timestamp with time zone,
	"last_lat" double precision,
	"last_lng" double precision,
	"last_in_canada" boolean,
	"lease_end_day" text,
	"gps_no_key" text GENERATED ALWAYS AS (lower("gps_devices"."gps_no")) STORED NOT NULL,
	"gps_no_reversed" text GENERATED ALWAYS AS (reverse(lower("gps_devices"."gps_no"))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gps_positions" (
	"device_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"speed" real,
	"heading" real,
	CONSTRAINT "gps_positions_pk" PRIMARY KEY("device_id","at")
);
--> statement-breakpoint
CREATE TABLE "gps_tags" (
	"value" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gps_device_tags" ADD CONSTRAINT "gps_device_tags_tag_gps_tags_value_fk" FOREIGN KEY ("tag") REFERENCES "public"."gps_tags"("value") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gps_device_tags" ADD CONSTRAINT "gps_device_tags_device_id_gps_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."gps_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gps_devices" ADD CONSTRAINT "gps_devices_file_no_lease_files_file_no_fk" FOREIGN KEY ("file_no") REFERENCES "public"."lease_files"("file_no") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "gps_positions" ADD CONSTRAINT "gps_positions_device_id_gps_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."gps_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gps_device_tags_device_idx" ON "gps_device_tags" USING btree ("device_id","tag");--> statement-breakpoint
CREATE UNIQUE INDEX "gps_devices_gps_no_unique" ON "gps_devices" USING btree ("gps_no");--> statement-breakpoint
CREATE UNIQUE INDEX "gps_devices_key_hash_unique" ON "gps_devices" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "gps_devices_linked_idx" ON "gps_devices" USING btree ("gps_no") WHERE "gps_devices"."file_no" is not null;--> statement-breakpoint
CREATE INDEX "gps_devices_file_no_idx" ON "gps_devices" USING btree ("file_no" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "gps_devices_linked_last_at_idx" ON "gps_devices" USING btree ("last_at") WHERE "gps_devices"."file_no" is not null;--> statement-breakpoint
CREATE INDEX "gps_devices_linked_lease_end_idx" ON "gps_devices" USING btree ("lease_end_day") WHERE "gps_devices"."file_no" is not null;--> statement-breakpoint
CREATE INDEX "gps_devices_linked_outside_idx" ON "gps_devices" USING btree ("gps_no") WHERE "gps_devices"."file_no" is not null and "gps_devices"."last_in_canada" = false;--> statement-breakpoint
CREATE INDEX "gps_devices_gps_no_key_idx" ON "gps_devices" USING btree ("gps_no_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "gps_devices_gps_no_reversed_idx" ON "gps_devices" USING btree ("gps_no_reversed" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "gps_devices_name_trgm_idx" ON "gps_devices" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
-- The day a file's lease ends, YYYY-MM-DD (`leaseEndDay` of @sfi/domain, gps-rules.ts): the termination date of a
-- terminated file, else the lease group's maturity date; NULL when empty (1900-01-01) or not a date.
-- Text, as the reports keep days (reportDayOf): a malformed value is left out, never an error.
CREATE FUNCTION gps_lease_end_day(terminated boolean, termination timestamptz, groups jsonb) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN terminated IS TRUE AND termination IS NOT NULL
      AND to_char(termination AT TIME ZONE 'UTC', 'YYYY-MM-DD') <> '1900-01-01'
      THEN to_char(termination AT TIME ZONE 'UTC', 'YYYY-MM-DD')
    WHEN jsonb_typeof(groups -> 'lease') = 'object'
      AND jsonb_typeof(groups -> 'lease' -> 'maturityDate') = 'string'
      AND (groups -> 'lease' ->> 'maturityDate') ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}'
      AND left(groups -> 'lease' ->> 'maturityDate', 10) <> '1900-01-01'
      THEN left(groups -> 'lease' ->> 'maturityDate', 10)
  END
$$;--> statement-breakpoint
-- A device linked (or renumbered through its file, or unlinked) takes its file's lease end.
CREATE FUNCTION gps_devices_lease_end() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.file_no IS NULL THEN
    NEW.lease_end_day := NULL;
  ELSE
    SELECT gps_lease_end_day(f.is_terminated, f.termination_date, f.groups) INTO NEW.lease_end_day
      FROM lease_files f WHERE f.file_no = NEW.file_no;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER gps_devices_lease_end BEFORE INSERT OR UPDATE OF file_no ON gps_devices
  FOR EACH ROW EXECUTE FUNCTION gps_devices_lease_end();--> statement-breakpoint
-- A file saved passes its lease end on to its devices (after the renumbering's cascade, if any).
CREATE FUNCTION gps_file_lease_end() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  day text := gps_lease_end_day(NEW.is_terminated, NEW.termination_date, NEW.groups);
BEGIN
  UPDATE gps_devices SET lease_end_day = day
    WHERE file_no = NEW.file_no AND lease_end_day IS DISTINCT FROM day;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER gps_file_lease_end AFTER UPDATE OF groups, is_terminated, termination_date, file_no ON lease_files
  FOR EACH ROW EXECUTE FUNCTION gps_file_lease_end();--> statement-breakpoint
-- Adds `change` to the count of (tag, linked).
CREATE FUNCTION gps_count(count_tag text, count_linked boolean, change bigint) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO gps_counts (tag, linked, devices) VALUES (count_tag, count_linked, change)
  ON CONFLICT (tag, linked) DO UPDATE SET devices = gps_counts.devices + excluded.devices;
$$;--> statement-breakpoint
-- A device added counts in '' (it has no tags yet); linked or unlinked, it moves in '' and in each
-- of its tags; deleted (before its tags go with it), it leaves them all.
CREATE FUNCTION gps_devices_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM gps_count('', NEW.file_no IS NOT NULL, 1);
    RETURN NEW;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM gps_count(t.tag, OLD.file_no IS NOT NULL, -1) FROM gps_device_tags t WHERE t.device_id = OLD.id;
    PERFORM gps_count('', OLD.file_no IS NOT NULL, -1);
    RETURN OLD;
  ELSIF (OLD.file_no IS NOT NULL) <> (NEW.file_no IS NOT NULL) THEN
    PERFORM gps_count(t.tag, OLD.file_no IS NOT NULL, -1), gps_count(t.tag, NEW.file_no IS NOT NULL, 1)
      FROM gps_device_tags t WHERE t.device_id = NEW.id;
    PERFORM gps_count('', OLD.file_no IS NOT NULL, -1);
    PERFORM gps_count('', NEW.file_no IS NOT NULL, 1);
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER gps_devices_count_insert AFTER INSERT ON gps_devices
  FOR EACH ROW EXECUTE FUNCTION gps_devices_count();--> statement-breakpoint
CREATE TRIGGER gps_devices_count_update AFTER UPDATE OF file_no ON gps_devices
  FOR EACH ROW EXECUTE FUNCTION gps_devices_count();--> statement-breakpoint
CREATE TRIGGER gps_devices_count_delete BEFORE DELETE ON gps_devices
  FOR EACH ROW EXECUTE FUNCTION gps_devices_count();--> statement-breakpoint
-- A tag put on or taken off a device; a tag row that goes with its device was counted out by the
-- device's own trigger (the device is gone by then).
CREATE FUNCTION gps_device_tags_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  linked boolean;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT d.file_no IS NOT NULL INTO linked FROM gps_devices d WHERE d.id = NEW.device_id;
    PERFORM gps_count(NEW.tag, linked, 1);
  ELSE
    SELECT d.file_no IS NOT NULL INTO linked FROM gps_devices d WHERE d.id = OLD.device_id;
    IF FOUND THEN PERFORM gps_count(OLD.tag, linked, -1); END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER gps_device_tags_count AFTER INSERT OR DELETE ON gps_device_tags
  FOR EACH ROW EXECUTE FUNCTION gps_device_tags_count();--> statement-breakpoint
-- The tags every installation has: "test" is the list's third filter (doc 2 §9).
INSERT INTO gps_tags (value, label) VALUES
  ('test', 'Test'),
  ('low-battery', 'Low battery'),
  ('tampered', 'Tampered'),
  ('recovery', 'Recovery'),
  ('fleet', 'Fleet');
