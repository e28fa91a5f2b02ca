-- The reports by date (doc 2 §7) read the files of a range of days in batches, in the date's order,
-- after the last file of the batch before (keyset): the termination date for the off-road report, and
-- the insurance expiry and lease end, kept in the groups, by their day (schema.ts, reportDayOf).
CREATE INDEX "lease_files_termination_date_idx" ON "lease_files" USING btree ("termination_date","id");--> statement-breakpoint
CREATE INDEX "lease_files_insurance_expiryDate_day_idx" ON "lease_files" USING btree (left(("groups" -> 'insurance' ->> 'expiryDate'), 10),"id");--> statement-breakpoint
CREATE INDEX "lease_files_lease_maturityDate_day_idx" ON "lease_files" USING btree (left(("groups" -> 'lease' ->> 'maturityDate'), 10),"id");