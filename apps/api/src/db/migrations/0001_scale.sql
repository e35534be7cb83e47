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
