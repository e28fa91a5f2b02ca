ALTER TABLE "client_accounts" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "dealer_accounts" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "file_dealers" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "client_accounts" ADD CONSTRAINT "client_accounts_locale_check" CHECK ("client_accounts"."locale" in ('en-CA', 'fr-CA'));--> statement-breakpoint
ALTER TABLE "dealer_accounts" ADD CONSTRAINT "dealer_accounts_locale_check" CHECK ("dealer_accounts"."locale" in ('en-CA', 'fr-CA'));--> statement-breakpoint
ALTER TABLE "file_dealers" ADD CONSTRAINT "file_dealers_locale_check" CHECK ("file_dealers"."locale" in ('en-CA', 'fr-CA'));--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_locale_check" CHECK ("newsletter_subscriptions"."locale" in ('en-CA', 'fr-CA'));--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_locale_check" CHECK ("staff_users"."locale" in ('en-CA', 'fr-CA'));