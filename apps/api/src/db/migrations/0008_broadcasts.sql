-- 站内消息 sent from the back office: one row per send. A send to 全体用户 is this one row (never a row per
-- customer); a send to one customer also writes that customer's `messages` row.
CREATE TABLE "broadcasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"audience" text NOT NULL CONSTRAINT "broadcasts_audience_check" CHECK ("audience" IN ('one', 'all')),
	"customer_id" integer REFERENCES "customers"("id"),
	"include_later" boolean DEFAULT false NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"sent_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "broadcasts_sent_idx" ON "broadcasts" USING btree ("created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "broadcasts_all_idx" ON "broadcasts" USING btree ("created_at", "id") WHERE "audience" = 'all';--> statement-breakpoint
-- A broadcast's read mark: one row per customer who read it, written when they read it.
CREATE TABLE "broadcast_reads" (
	"broadcast_id" integer NOT NULL REFERENCES "broadcasts"("id"),
	"customer_id" integer NOT NULL REFERENCES "customers"("id"),
	CONSTRAINT "broadcast_reads_pk" PRIMARY KEY ("customer_id", "broadcast_id")
);
