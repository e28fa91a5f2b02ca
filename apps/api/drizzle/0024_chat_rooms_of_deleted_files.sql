-- A lease file deleted leaves its chat rooms untied (their file_id set null), but a dealer had one
-- untied room at most (a unique constraint with nulls not distinct): deleting a file whose dealer
-- also had an untied room broke that constraint, and the file could not be deleted (a 500). Rooms
-- left by a deleted file are marked (file_deleted, by deleteLeaseFile before the file goes) and may
-- be many; the one untied room a dealer makes stays one. Numbered 0024 and timed after 0023 (written beside 0022-0023):
-- Drizzle applies only migrations newer than the last one applied.
ALTER TABLE "chat_rooms" DROP CONSTRAINT "chat_rooms_dealer_file_unique";--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD COLUMN "file_deleted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_rooms_dealer_untied_unique" ON "chat_rooms" USING btree ("file_dealer_id") WHERE "chat_rooms"."file_id" is null and not "chat_rooms"."file_deleted";--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_dealer_file_unique" UNIQUE("file_dealer_id","file_id");
