ALTER TABLE "lease_takeovers" ADD COLUMN "published" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The listings there are were all on the public site: they stay published; new ones start as drafts.
UPDATE "lease_takeovers" SET "published" = true;
