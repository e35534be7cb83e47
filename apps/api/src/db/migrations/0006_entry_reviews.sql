-- 投稿审核: every entry already public stays public (已通过); from now on a new entry waits for review (待审核).
ALTER TABLE "activity_entries" ADD COLUMN "review_state" text DEFAULT 'approved' NOT NULL CONSTRAINT "activity_entries_review_state_check" CHECK ("review_state" IN ('pending', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "activity_entries" ALTER COLUMN "review_state" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "activity_entries" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "activity_entries" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "activity_entries" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
DROP INDEX "activity_entries_activity_idx";--> statement-breakpoint
-- The public 参赛作品 (a call's 已通过, newest first) and the queue filtered by call (oldest first) read one range each.
CREATE INDEX "activity_entries_activity_idx" ON "activity_entries" USING btree ("activity_id", "review_state", "created_at", "id");--> statement-breakpoint
CREATE INDEX "activity_entries_review_idx" ON "activity_entries" USING btree ("review_state", "created_at", "id");--> statement-breakpoint
CREATE INDEX "activity_entries_customer_idx" ON "activity_entries" USING btree ("customer_id", "activity_id");--> statement-breakpoint
-- A call's 参赛作品 count holds its 已通过 entries only.
UPDATE "activities" SET "entry_count" = (SELECT count(*) FROM "activity_entries" AS "e" WHERE "e"."activity_id" = "activities"."id" AND "e"."review_state" = 'approved');--> statement-breakpoint
CREATE OR REPLACE FUNCTION "activity_entries_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "activities" AS "a" SET "entry_count" = "a"."entry_count" + "n"."c"
  FROM (SELECT "activity_id", count(*)::int AS "c" FROM "added" WHERE "review_state" = 'approved' GROUP BY "activity_id") AS "n"
  WHERE "a"."id" = "n"."activity_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "activity_entries_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "activities" AS "a" SET "entry_count" = "a"."entry_count" - "n"."c"
  FROM (SELECT "activity_id", count(*)::int AS "c" FROM "removed" WHERE "review_state" = 'approved' GROUP BY "activity_id") AS "n"
  WHERE "a"."id" = "n"."activity_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "activity_entries_reviewed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "activities" AS "a" SET "entry_count" = "a"."entry_count" + "n"."c"
  FROM (
    SELECT "activity_id", sum("d")::int AS "c" FROM (
      SELECT "activity_id", 1 AS "d" FROM "after_review" WHERE "review_state" = 'approved'
      UNION ALL
      SELECT "activity_id", -1 AS "d" FROM "before_review" WHERE "review_state" = 'approved'
    ) AS "changes" GROUP BY "activity_id"
  ) AS "n"
  WHERE "a"."id" = "n"."activity_id" AND "n"."c" <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "activity_entries_count_reviewed" AFTER UPDATE ON "activity_entries" REFERENCING OLD TABLE AS "before_review" NEW TABLE AS "after_review" FOR EACH STATEMENT EXECUTE FUNCTION "activity_entries_reviewed"();--> statement-breakpoint
-- 实名认证: the queue is oldest submission first; a customer already 审核中 counts from when they registered.
ALTER TABLE "customers" ADD COLUMN "auth_submitted_at" timestamp with time zone;--> statement-breakpoint
UPDATE "customers" SET "auth_submitted_at" = "created_at" WHERE "auth_status" = 0;--> statement-breakpoint
CREATE INDEX "customers_auth_queue_idx" ON "customers" USING btree ("auth_submitted_at", "id") WHERE "auth_status" = 0;
