-- What each person may still ask of the live sockets (issue 26, item 11): one token bucket per
-- person and kind of request, shared by all their sockets on every server process.
CREATE TABLE "live_allowances" (
	"key" text PRIMARY KEY NOT NULL,
	"tokens" double precision NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
