CREATE TABLE "quote_save_keys" (
	"actor_id" text NOT NULL,
	"quote_id" uuid NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_save_keys_actor_id_quote_id_key_pk" PRIMARY KEY("actor_id","quote_id","key")
);
--> statement-breakpoint
ALTER TABLE "quote_save_keys" ADD CONSTRAINT "quote_save_keys_quote_id_lease_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."lease_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_save_keys_actor_at_idx" ON "quote_save_keys" USING btree ("actor_id","at");