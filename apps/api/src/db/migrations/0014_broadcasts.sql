-- 站内消息 sent from the back office: one row per send. A send to 全体用户 is this one row (never a row per
-- customer); a send to one customer also writes that customer's `messages` row. 我的消息 pages messages and
-- broadcasts together: a broadcast takes its id from the messages' sequence, so one id names one row of that list.
-- (First written as 0008_broadcasts, whose `when` is earlier than 0012's: a database already at 0012 would have
-- skipped it. IF NOT EXISTS keeps a database that did run it working.)
CREATE TABLE IF NOT EXISTS "broadcasts" (
	"id" integer PRIMARY KEY DEFAULT nextval('messages_id_seq') NOT NULL,
	"audience" text NOT NULL CONSTRAINT "broadcasts_audience_check" CHECK ("audience" IN ('one', 'all')),
	"customer_id" integer REFERENCES "customers"("id"),
	"include_later" boolean DEFAULT false NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"sent_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "broadcasts" ALTER COLUMN "id" SET DEFAULT nextval('messages_id_seq');--> statement-breakpoint
SELECT setval('messages_id_seq', GREATEST((SELECT max("id") FROM "messages"), (SELECT max("id") FROM "broadcasts"), 1));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "broadcasts_sent_idx" ON "broadcasts" USING btree ("created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "broadcasts_all_idx" ON "broadcasts" USING btree ("created_at", "id") WHERE "audience" = 'all';--> statement-breakpoint
-- The broadcasts a customer registered after: only those the sender let reach later registrants.
CREATE INDEX IF NOT EXISTS "broadcasts_later_idx" ON "broadcasts" USING btree ("created_at", "id") WHERE "audience" = 'all' AND "include_later";--> statement-breakpoint
-- A broadcast's read mark: one row per customer who read it, written when they read it.
CREATE TABLE IF NOT EXISTS "broadcast_reads" (
	"broadcast_id" integer NOT NULL REFERENCES "broadcasts"("id"),
	"customer_id" integer NOT NULL REFERENCES "customers"("id"),
	CONSTRAINT "broadcast_reads_pk" PRIMARY KEY ("customer_id", "broadcast_id")
);
