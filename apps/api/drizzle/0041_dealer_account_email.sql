-- Issue 26 item 7: a lease-quote dealer account's e-mail (ours, not the spec's entity), where its
-- activation and reset links go. Null for accounts added before there was one.
ALTER TABLE "dealer_accounts" ADD COLUMN "email" text;
