-- A lease file's e-mail key holds its accents in one Unicode form (NFC), as every other e-mail key
-- does (`emailKey` of @sfi/domain): `é` typed as `e` and a combining accent is the same `é`. Keys
-- written before were trimmed and lower-cased only, so an address stored in the other form was
-- not found by the one a person types. The keys are put in that form; the search-terms triggers
-- see no change (the e-mail is a prefix path, kept in lease_files alone).
UPDATE "lease_files" SET "email_key" = normalize("email_key", NFC)
  WHERE "email_key" IS NOT NFC NORMALIZED;
