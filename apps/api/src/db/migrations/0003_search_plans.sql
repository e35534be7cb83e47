DROP INDEX "search_documents_terms_idx";--> statement-breakpoint
CREATE INDEX "search_documents_artworks_terms_idx" ON "search_documents" USING gin ("terms") WHERE "kind" = 'artworks';--> statement-breakpoint
CREATE INDEX "search_documents_activities_terms_idx" ON "search_documents" USING gin ("terms") WHERE "kind" = 'activities';--> statement-breakpoint
CREATE INDEX "search_documents_exhibitions_terms_idx" ON "search_documents" USING gin ("terms") WHERE "kind" = 'exhibitions';--> statement-breakpoint
CREATE INDEX "search_documents_news_terms_idx" ON "search_documents" USING gin ("terms") WHERE "kind" = 'news';--> statement-breakpoint
CREATE INDEX "search_documents_courses_terms_idx" ON "search_documents" USING gin ("terms") WHERE "kind" = 'courses';--> statement-breakpoint
CREATE INDEX "search_documents_kind_latest_idx" ON "search_documents" USING btree ("kind","published_at" DESC NULLS LAST,"record_id" DESC);--> statement-breakpoint
CREATE INDEX "search_documents_kind_popular_idx" ON "search_documents" USING btree ("kind","view_count" DESC,"published_at" DESC NULLS LAST,"record_id" DESC);--> statement-breakpoint
CREATE INDEX "search_documents_title_key_idx" ON "search_documents" USING btree ("title_key" text_pattern_ops);--> statement-breakpoint
CREATE TABLE "search_term_counts" (
	"kind" text NOT NULL,
	"term" text COLLATE "C" NOT NULL,
	"documents" integer NOT NULL,
	CONSTRAINT "search_term_counts_kind_term_pk" PRIMARY KEY("kind","term")
);--> statement-breakpoint
INSERT INTO "search_term_counts" ("kind", "term", "documents")
  SELECT "kind", "term", count(*)::int FROM "search_documents", unnest(array_append(tsvector_to_array("terms"), '')) AS "term"
  GROUP BY "kind", "term";--> statement-breakpoint
CREATE FUNCTION "search_documents_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_term_counts" AS "c" ("kind", "term", "documents")
  SELECT "kind", "term", count(*)::int FROM "added", unnest(array_append(tsvector_to_array("terms"), '')) AS "term"
  GROUP BY "kind", "term" ORDER BY "kind", "term"
  ON CONFLICT ("kind", "term") DO UPDATE SET "documents" = "c"."documents" + excluded."documents";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "search_documents_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "search_term_counts" AS "c" SET "documents" = "c"."documents" - "n"."documents"
  FROM (SELECT "kind", "term", count(*)::int AS "documents" FROM "removed", unnest(array_append(tsvector_to_array("terms"), '')) AS "term"
    GROUP BY "kind", "term") AS "n"
  WHERE "c"."kind" = "n"."kind" AND "c"."term" = "n"."term";
  DELETE FROM "search_term_counts" AS "c"
  USING (SELECT DISTINCT "kind", "term" FROM "removed", unnest(array_append(tsvector_to_array("terms"), '')) AS "term") AS "n"
  WHERE "c"."kind" = "n"."kind" AND "c"."term" = "n"."term" AND "c"."documents" <= 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "search_documents_terms_added" AFTER INSERT ON "search_documents" REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "search_documents_added"();--> statement-breakpoint
CREATE TRIGGER "search_documents_terms_removed" AFTER DELETE ON "search_documents" REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "search_documents_removed"();
