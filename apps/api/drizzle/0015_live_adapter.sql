-- The live socket's adapter on PostgreSQL (@socket.io/postgres-adapter): events travel between the
-- server processes by NOTIFY; one larger than NOTIFY's 8000 bytes is written here first and its id
-- sent instead. The adapter deletes rows older than 30 seconds. Unused on PGlite (one process).
CREATE TABLE IF NOT EXISTS "socket_io_attachments" (
	"id" bigserial UNIQUE,
	"created_at" timestamp with time zone DEFAULT now(),
	"payload" bytea
);
