CREATE TABLE "sensitive_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	"normalized" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sensitive_words_normalized_unique" UNIQUE("normalized")
);--> statement-breakpoint
ALTER TABLE "course_comments" ADD COLUMN "state" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "course_comments" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "course_comments" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "course_comments" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_comments" ADD CONSTRAINT "course_comments_state_check" CHECK ("state" in ('published', 'pending', 'hidden'));--> statement-breakpoint
DROP INDEX "course_comments_course_idx";--> statement-breakpoint
CREATE INDEX "course_comments_public_idx" ON "course_comments" USING btree ("course_id", "created_at" DESC, "id" DESC) WHERE "state" = 'published';--> statement-breakpoint
CREATE INDEX "course_comments_author_idx" ON "course_comments" USING btree ("course_id", "customer_id", "created_at" DESC, "id" DESC) WHERE "state" = 'pending';--> statement-breakpoint
CREATE INDEX "course_comments_newest_idx" ON "course_comments" USING btree ("created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "course_comments_state_idx" ON "course_comments" USING btree ("state", "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "course_comments_course_state_idx" ON "course_comments" USING btree ("course_id", "state", "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "course_comments_course_newest_idx" ON "course_comments" USING btree ("course_id", "created_at" DESC, "id" DESC);--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "homeworks" ADD CONSTRAINT "homeworks_id_unique" UNIQUE("id");--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "state" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "review_comment" text;--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "homeworks" ADD CONSTRAINT "homeworks_state_check" CHECK ("state" in ('pending', 'reviewed'));--> statement-breakpoint
CREATE INDEX "homeworks_newest_idx" ON "homeworks" USING btree ("created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "homeworks_state_idx" ON "homeworks" USING btree ("state", "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "homeworks_course_idx" ON "homeworks" USING btree ("course_id", "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "homeworks_course_state_idx" ON "homeworks" USING btree ("course_id", "state", "created_at" DESC, "id" DESC);
