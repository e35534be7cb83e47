DROP INDEX IF EXISTS "artworks_list_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "activity_entries_activity_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "course_comments_course_idx";--> statement-breakpoint
CREATE INDEX "artworks_list_idx" ON "artworks" USING btree ("published","created_at","id");--> statement-breakpoint
CREATE INDEX "artworks_type_list_idx" ON "artworks" USING btree ("published","product_type","created_at","id");--> statement-breakpoint
CREATE INDEX "artworks_info_type_list_idx" ON "artworks" USING btree ("published","product_info_type","created_at","id");--> statement-breakpoint
CREATE INDEX "artworks_both_types_list_idx" ON "artworks" USING btree ("published","product_type","product_info_type","created_at","id");--> statement-breakpoint
CREATE INDEX "news_list_idx" ON "news" USING btree ("publish_time","id");--> statement-breakpoint
CREATE INDEX "courses_list_idx" ON "courses" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "activities_list_idx" ON "activities" USING btree ("start_time","id");--> statement-breakpoint
CREATE INDEX "activities_status_list_idx" ON "activities" USING btree ("status","start_time","id");--> statement-breakpoint
CREATE INDEX "activity_entries_activity_idx" ON "activity_entries" USING btree ("activity_id","created_at","id");--> statement-breakpoint
CREATE INDEX "course_comments_course_idx" ON "course_comments" USING btree ("course_id","created_at","id");
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "entry_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "activities" SET "entry_count" = (SELECT count(*) FROM "activity_entries" AS "e" WHERE "e"."activity_id" = "activities"."id");--> statement-breakpoint
CREATE FUNCTION "activity_entries_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "activities" AS "a" SET "entry_count" = "a"."entry_count" + "n"."c"
  FROM (SELECT "activity_id", count(*)::int AS "c" FROM "added" GROUP BY "activity_id") AS "n"
  WHERE "a"."id" = "n"."activity_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "activity_entries_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "activities" AS "a" SET "entry_count" = "a"."entry_count" - "n"."c"
  FROM (SELECT "activity_id", count(*)::int AS "c" FROM "removed" GROUP BY "activity_id") AS "n"
  WHERE "a"."id" = "n"."activity_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "activity_entries_count_added" AFTER INSERT ON "activity_entries" REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "activity_entries_added"();--> statement-breakpoint
CREATE TRIGGER "activity_entries_count_removed" AFTER DELETE ON "activity_entries" REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "activity_entries_removed"();
