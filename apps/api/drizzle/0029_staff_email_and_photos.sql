ALTER TABLE "client_accounts" ADD COLUMN "photo" jsonb;--> statement-breakpoint
ALTER TABLE "file_dealers" ADD COLUMN "photo" jsonb;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "email_key" text;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "photo" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_users_email_key_unique" ON "staff_users" USING btree ("email_key");