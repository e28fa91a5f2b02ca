-- The chat between dealers and staff (issue 13): rooms (one dealer's, tied or not to a lease file),
-- their staff assignments, their messages in the order stored, and how far each participant has read.
-- Numbered 0020: 0019 is reserved for another change.
CREATE TABLE "chat_messages" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"sender_type" text NOT NULL,
	"sender_name" text NOT NULL,
	"content" text NOT NULL,
	"content_type" text,
	"attachment" jsonb,
	"client_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_messages_sender_type_check" CHECK ("chat_messages"."sender_type" in ('staff', 'dealer'))
);
--> statement-breakpoint
CREATE TABLE "chat_reads" (
	"room_id" uuid NOT NULL,
	"reader_type" text NOT NULL,
	"reader_id" uuid NOT NULL,
	"last_seq" bigint NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_reads_room_id_reader_type_reader_id_pk" PRIMARY KEY("room_id","reader_type","reader_id")
);
--> statement-breakpoint
CREATE TABLE "chat_room_staff" (
	"room_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	CONSTRAINT "chat_room_staff_room_id_staff_id_pk" PRIMARY KEY("room_id","staff_id")
);
--> statement-breakpoint
CREATE TABLE "chat_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_dealer_id" uuid NOT NULL,
	"file_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_rooms_dealer_file_unique" UNIQUE NULLS NOT DISTINCT("file_dealer_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reads" ADD CONSTRAINT "chat_reads_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_room_staff" ADD CONSTRAINT "chat_room_staff_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_room_staff" ADD CONSTRAINT "chat_room_staff_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_file_dealer_id_file_dealers_id_fk" FOREIGN KEY ("file_dealer_id") REFERENCES "public"."file_dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_file_id_lease_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."lease_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_id_unique" ON "chat_messages" USING btree ("id");--> statement-breakpoint
CREATE INDEX "chat_messages_room_idx" ON "chat_messages" USING btree ("room_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_unique" ON "chat_messages" USING btree ("room_id","sender_type","sender_id","client_id");--> statement-breakpoint
CREATE INDEX "chat_room_staff_staff_idx" ON "chat_room_staff" USING btree ("staff_id");
