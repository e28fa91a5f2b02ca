CREATE TABLE "lease_takeovers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"permutation" integer NOT NULL,
	"vehicle_id" text NOT NULL,
	"vehicle_information" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"lease_summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"vehicle_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lease_takeovers_permutation_check" CHECK ("lease_takeovers"."permutation" >= 0)
);
--> statement-breakpoint
CREATE INDEX "lease_takeovers_permutation_idx" ON "lease_takeovers" USING btree ("permutation","created_at");--> statement-breakpoint
CREATE INDEX "lease_takeovers_created_at_idx" ON "lease_takeovers" USING btree ("created_at");