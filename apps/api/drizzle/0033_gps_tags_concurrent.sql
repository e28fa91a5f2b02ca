-- Each tag row's linked state and the kept counts (0028, 0032) right when two writers change one
-- device at once (on PostgreSQL; PGlite has one connection):
-- * A tag put on read its device's state without waiting for a link or unlink still in progress,
--   and that link's trigger did not see the new tag row: the row stayed unlinked under a linked
--   device (or the reverse), and its count with it. The tag row now reads its device FOR SHARE (by
--   id alone, so that it waits for a change in progress and reads what it leaves), and a link
--   waits for a tag being put on to be committed.
-- * A tag taken off while its device was linked was counted out twice: by itself (as it was) and
--   by the link's count trigger, which still saw it. A tag's counts now follow its own rows: a row
--   counts in (tag, its linked) when put on, moves when its linked state changes, and leaves when
--   taken off (its device deleted too); the device's trigger keeps the '' counts alone.
-- * A link and an unlink at once (two devices) took the same two counts in opposite orders and
--   could deadlock: a change of state now moves its count in one statement, the unlinked count
--   first, whichever way it goes.
CREATE OR REPLACE FUNCTION gps_count_move(count_tag text, now_linked boolean, change bigint) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO gps_counts (tag, linked, devices)
  VALUES (count_tag, false, CASE WHEN now_linked THEN -change ELSE change END),
         (count_tag, true, CASE WHEN now_linked THEN change ELSE -change END)
  ON CONFLICT (tag, linked) DO UPDATE SET devices = gps_counts.devices + excluded.devices;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION gps_devices_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM gps_count('', NEW.file_no IS NOT NULL, 1);
    RETURN NEW;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM gps_count('', OLD.file_no IS NOT NULL, -1);
    RETURN OLD;
  ELSIF (OLD.file_no IS NOT NULL) <> (NEW.file_no IS NOT NULL) THEN
    PERFORM gps_count_move('', NEW.file_no IS NOT NULL, 1);
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION gps_device_tags_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM gps_count(NEW.tag, NEW.linked, 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM gps_count(OLD.tag, OLD.linked, -1);
  ELSIF OLD.tag = NEW.tag THEN
    PERFORM gps_count_move(NEW.tag, NEW.linked, 1);
  ELSE
    PERFORM gps_count(OLD.tag, OLD.linked, -1);
    PERFORM gps_count(NEW.tag, NEW.linked, 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER gps_device_tags_count_update AFTER UPDATE OF tag, linked ON gps_device_tags
  FOR EACH ROW WHEN (OLD.tag <> NEW.tag OR OLD.linked <> NEW.linked)
  EXECUTE FUNCTION gps_device_tags_count();--> statement-breakpoint
CREATE OR REPLACE FUNCTION gps_device_tags_linked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.linked := coalesce(
    (SELECT d.file_no IS NOT NULL FROM gps_devices d WHERE d.id = NEW.device_id FOR SHARE), false);
  RETURN NEW;
END $$;--> statement-breakpoint
-- The tag rows and the counts as the devices have them (a race above may have left them off).
UPDATE gps_device_tags t SET linked = d.file_no IS NOT NULL
  FROM gps_devices d WHERE d.id = t.device_id AND t.linked <> (d.file_no IS NOT NULL);--> statement-breakpoint
DELETE FROM gps_counts;--> statement-breakpoint
INSERT INTO gps_counts (tag, linked, devices)
  SELECT '', file_no IS NOT NULL, count(*) FROM gps_devices GROUP BY 2
  UNION ALL
  SELECT tag, linked, count(*) FROM gps_device_tags GROUP BY 1, 2;
