ALTER TABLE "artworks" ADD COLUMN "state" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "artworks" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "artworks" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "artworks" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "artworks" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- A work that was never public stays out of sight as a draft; every other row is 已发布.
UPDATE "artworks" SET "state" = 'draft' WHERE NOT "published";--> statement-breakpoint
ALTER TABLE "artworks" ADD CONSTRAINT "artworks_state_check" CHECK ("state" IN ('draft', 'scheduled', 'published', 'withdrawn'));--> statement-breakpoint
-- The public lists keep reading their (published, …) indexes: the flag is the state, always.
ALTER TABLE "artworks" ADD CONSTRAINT "artworks_published_state_check" CHECK ("published" = ("state" = 'published'));--> statement-breakpoint
CREATE INDEX "artworks_admin_idx" ON "artworks" USING btree ("updated_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "artworks_admin_state_idx" ON "artworks" USING btree ("state", "updated_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "artworks_due_idx" ON "artworks" USING btree ("publish_at") WHERE "state" = 'scheduled';--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "state" text DEFAULT 'published' NOT NULL CONSTRAINT "news_state_check" CHECK ("state" IN ('draft', 'scheduled', 'published', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
DROP INDEX "news_list_idx";--> statement-breakpoint
CREATE INDEX "news_list_idx" ON "news" USING btree ("state", "publish_time", "id");--> statement-breakpoint
CREATE INDEX "news_admin_idx" ON "news" USING btree ("updated_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "news_admin_state_idx" ON "news" USING btree ("state", "updated_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "news_due_idx" ON "news" USING btree ("publish_at") WHERE "state" = 'scheduled';--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "state" text DEFAULT 'published' NOT NULL CONSTRAINT "courses_state_check" CHECK ("state" IN ('draft', 'scheduled', 'published', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
DROP INDEX "courses_list_idx";--> statement-breakpoint
CREATE INDEX "courses_list_idx" ON "courses" USING btree ("state", "created_at", "id");--> statement-breakpoint
CREATE INDEX "courses_admin_idx" ON "courses" USING btree ("updated_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "courses_due_idx" ON "courses" USING btree ("publish_at") WHERE "state" = 'scheduled';--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "state" text DEFAULT 'published' NOT NULL CONSTRAINT "activities_state_check" CHECK ("state" IN ('draft', 'scheduled', 'published', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
DROP INDEX "activities_list_idx";--> statement-breakpoint
DROP INDEX "activities_status_list_idx";--> statement-breakpoint
CREATE INDEX "activities_list_idx" ON "activities" USING btree ("state", "start_time", "id");--> statement-breakpoint
CREATE INDEX "activities_status_list_idx" ON "activities" USING btree ("state", "status", "start_time", "id");--> statement-breakpoint
CREATE INDEX "activities_admin_idx" ON "activities" USING btree ("updated_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "activities_due_idx" ON "activities" USING btree ("publish_at") WHERE "state" = 'scheduled';--> statement-breakpoint
ALTER TABLE "exhibition_halls" ADD COLUMN "state" text DEFAULT 'published' NOT NULL CONSTRAINT "exhibition_halls_state_check" CHECK ("state" IN ('draft', 'scheduled', 'published', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "exhibition_halls" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exhibition_halls" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "exhibition_halls" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "exhibition_halls" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "hall_works" ADD COLUMN "state" text DEFAULT 'published' NOT NULL CONSTRAINT "hall_works_state_check" CHECK ("state" IN ('draft', 'scheduled', 'published', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "hall_works" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hall_works" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "hall_works" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "hall_works" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "state" text DEFAULT 'published' NOT NULL CONSTRAINT "banners_state_check" CHECK ("state" IN ('draft', 'scheduled', 'published', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "product_types" ADD COLUMN "state" text DEFAULT 'published' NOT NULL CONSTRAINT "product_types_state_check" CHECK ("state" IN ('draft', 'scheduled', 'published', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "product_types" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_types" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_types" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "product_types" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "state" text DEFAULT 'published' NOT NULL CONSTRAINT "projects_state_check" CHECK ("state" IN ('draft', 'scheduled', 'published', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"record_id" integer NOT NULL,
	"version" integer NOT NULL,
	"state" text NOT NULL,
	"fields" jsonb NOT NULL,
	"staff_id" integer,
	"login_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_versions_record_version_unique" UNIQUE("kind", "record_id", "version")
);
