CREATE TABLE "quote_saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"filters" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_saved_searches_owner_type_check" CHECK ("owner_type" in ('DEALER', 'SFI'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "quote_saved_searches_owner_name_unique" ON "quote_saved_searches" USING btree ("owner_type","owner_id","name_key");