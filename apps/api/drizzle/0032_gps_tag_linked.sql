-- Whether a tagged device is linked, on its tag row (issue 15, "GPS list at 100,000 devices"): the
-- linked list by tag (`filter=linked&tag=`) then reads a page of the tag's linked devices from one
-- partial index, in GPS-number order, instead of joining every device of the tag to skip to it.
-- Kept from the device by triggers, for every writer (server, seed, a hand-written UPDATE): a tag
-- put on takes the device's state; a device linked or unlinked passes it to its tags.
ALTER TABLE "gps_device_tags" ADD COLUMN "linked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "gps_device_tags" t SET "linked" = true
  FROM "gps_devices" d WHERE d.id = t.device_id AND d.file_no IS NOT NULL;--> statement-breakpoint
CREATE INDEX "gps_device_tags_linked_idx" ON "gps_device_tags" USING btree ("tag","gps_no","device_id") WHERE "gps_device_tags"."linked";--> statement-breakpoint
CREATE FUNCTION gps_device_tags_linked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.linked := EXISTS (SELECT 1 FROM gps_devices d WHERE d.id = NEW.device_id AND d.file_no IS NOT NULL);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER gps_device_tags_linked BEFORE INSERT OR UPDATE OF device_id, linked ON gps_device_tags
  FOR EACH ROW EXECUTE FUNCTION gps_device_tags_linked();--> statement-breakpoint
CREATE FUNCTION gps_devices_tags_linked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE gps_device_tags SET linked = NEW.file_no IS NOT NULL WHERE device_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER gps_devices_tags_linked AFTER UPDATE OF file_no ON gps_devices
  FOR EACH ROW WHEN ((OLD.file_no IS NULL) <> (NEW.file_no IS NULL))
  EXECUTE FUNCTION gps_devices_tags_linked();
