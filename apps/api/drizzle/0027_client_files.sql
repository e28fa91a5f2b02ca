-- Which lease files are a client's (issue 14, doc 2 §1, §7): the dashboard lists them (`GET /me`) and a
-- client reaches only these. Tied by file id, so a renumbered file stays the client's.
CREATE TABLE "client_lease_files" (
	"client_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_lease_files_client_id_file_id_pk" PRIMARY KEY("client_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "client_lease_files" ADD CONSTRAINT "client_lease_files_client_id_client_accounts_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_lease_files" ADD CONSTRAINT "client_lease_files_file_id_lease_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."lease_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_lease_files_file_idx" ON "client_lease_files" USING btree ("file_id");