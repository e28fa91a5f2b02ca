DROP INDEX "lease_quotes_sort_idx";--> statement-breakpoint
DROP INDEX "lease_quotes_created_idx";--> statement-breakpoint
DROP INDEX "lease_quotes_state_sort_idx";--> statement-breakpoint
DROP INDEX "lease_quotes_dealership_idx";--> statement-breakpoint
CREATE INDEX "lease_quotes_sort_idx" ON "lease_quotes" USING btree ("sort_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "lease_quotes_created_idx" ON "lease_quotes" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "lease_quotes_state_sort_idx" ON "lease_quotes" USING btree ("list_state","sort_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "lease_quotes_dealership_idx" ON "lease_quotes" USING btree ("dealership_key","list_state","sort_date" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "lease_quotes"."dealership_key" is not null;