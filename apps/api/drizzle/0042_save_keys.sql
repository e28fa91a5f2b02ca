CREATE TABLE "save_keys" (
	"actor_id" text NOT NULL,
	"target" text NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "save_keys_actor_id_target_key_pk" PRIMARY KEY("actor_id","target","key")
);
--> statement-breakpoint
CREATE INDEX "save_keys_actor_at_idx" ON "save_keys" USING btree ("actor_id","at");