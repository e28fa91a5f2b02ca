-- The date indexes the staff's list walks newest first also hold each quote's list state, so a
-- page deep in the list (skip 10,000) passes over the quotes before it in the index alone, without
-- reading each of them, once the table is vacuumed (an index-only scan).
DROP INDEX "lease_quotes_sort_idx";--> statement-breakpoint
DROP INDEX "lease_quotes_created_idx";--> statement-breakpoint
CREATE INDEX "lease_quotes_sort_idx" ON "lease_quotes" USING btree ("sort_date" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("list_state");--> statement-breakpoint
CREATE INDEX "lease_quotes_created_idx" ON "lease_quotes" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("list_state");
