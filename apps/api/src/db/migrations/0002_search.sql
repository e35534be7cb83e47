CREATE TABLE "search_documents" (
	"kind" text NOT NULL,
	"record_id" integer NOT NULL,
	"title" text NOT NULL,
	"title_key" text NOT NULL,
	"body" text NOT NULL,
	"phrases" jsonb NOT NULL,
	"card" jsonb NOT NULL,
	"terms" tsvector NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"open" boolean DEFAULT false NOT NULL,
	CONSTRAINT "search_documents_kind_record_id_pk" PRIMARY KEY("kind","record_id")
);--> statement-breakpoint
CREATE INDEX "search_documents_terms_idx" ON "search_documents" USING gin ("terms");
