-- 我的消息 pages personal messages and broadcasts together: a broadcast takes its id from the messages' sequence,
-- so one id names one row of the merged list.
SELECT setval('messages_id_seq', GREATEST((SELECT max("id") FROM "messages"), (SELECT max("id") FROM "broadcasts"), 1));--> statement-breakpoint
ALTER TABLE "broadcasts" ALTER COLUMN "id" SET DEFAULT nextval('messages_id_seq');--> statement-breakpoint
-- The broadcasts a customer registered after: only those the sender let reach later registrants.
CREATE INDEX "broadcasts_later_idx" ON "broadcasts" USING btree ("created_at", "id") WHERE "audience" = 'all' AND "include_later";
