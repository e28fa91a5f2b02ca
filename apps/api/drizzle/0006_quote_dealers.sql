CREATE TABLE "quote_dealers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"contact" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"province" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_dealers_province_check" CHECK ("province" in ('AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "quote_dealers_name_key_unique" ON "quote_dealers" USING btree ("name_key");