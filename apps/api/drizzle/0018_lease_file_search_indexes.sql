-- The file search (doc 2 §7): an index for each search path, by the rule the path matches with
-- (`fileSearchMatching` in @sfi/domain), on the folded search keys `lease_files` keeps.
-- * Prefix paths (file number, phone, plate, make, model): a btree in the key's byte order
--   (text_pattern_ops), which answers `key like 'q%'` as a range and gives the matches in key order
--   (`order by key using ~<~`), the file number next so that equal keys (a make) come in file-number
--   order: a page of "toyota" reads the page, not the 80,000 Toyotas. The file number's index is the
--   key alone (it is unique). A plain btree in the database's collation could do neither on a
--   server whose locale is not C.
-- * Contains paths (the lessee's and co-lessee's names, company, e-mail, VIN, vehicle, dealership):
--   trigram GIN indexes (pg_trgm, loaded by 0008), which answer `like '%q%'` for a query of three
--   characters or more and `like 'q%'` / `like '% q%'` (a word's start) for shorter ones, and give
--   `similarity()` for the ranking. Not full-text search: its words are whole words after stemming,
--   so "trem" would not find Tremblay, nor "123456" the end of a VIN, nor "@gmail" an e-mail.
-- The delivery-date search reads lease_files_delivery_date_idx (0017) in order.
CREATE INDEX "lease_files_file_no_key_idx" ON "lease_files" USING btree ("file_no_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "lease_files_phone_key_idx" ON "lease_files" USING btree ("phone_key" text_pattern_ops,"file_no_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "lease_files_plate_key_idx" ON "lease_files" USING btree ("plate_key" text_pattern_ops,"file_no_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "lease_files_make_key_idx" ON "lease_files" USING btree ("make_key" text_pattern_ops,"file_no_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "lease_files_model_key_idx" ON "lease_files" USING btree ("model_key" text_pattern_ops,"file_no_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "lease_files_customer_key_trgm_idx" ON "lease_files" USING gin ("customer_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lease_files_colessee_key_trgm_idx" ON "lease_files" USING gin ("colessee_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lease_files_company_key_trgm_idx" ON "lease_files" USING gin ("company_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lease_files_email_key_trgm_idx" ON "lease_files" USING gin ("email_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lease_files_vin_key_trgm_idx" ON "lease_files" USING gin ("vin_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lease_files_vehicle_key_trgm_idx" ON "lease_files" USING gin ("vehicle_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lease_files_dealership_key_trgm_idx" ON "lease_files" USING gin ("dealership_key" gin_trgm_ops);