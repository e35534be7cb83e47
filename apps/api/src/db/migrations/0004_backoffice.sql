CREATE TABLE "staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"login_name" text NOT NULL,
	"display_name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"totp_secret" text,
	"totp_pending_secret" text,
	"totp_last_step" integer,
	"disabled" boolean DEFAULT false NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_login_name_unique" UNIQUE("login_name"),
	CONSTRAINT "staff_role_check" CHECK ("role" in ('admin', 'editor', 'reviewer'))
);--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL REFERENCES "staff"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"address" text NOT NULL,
	"user_agent" text NOT NULL
);--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE TABLE "staff_login_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"login_name" text NOT NULL,
	"staff_id" integer,
	"address" text NOT NULL,
	"result" text NOT NULL,
	"user_agent" text NOT NULL
);--> statement-breakpoint
CREATE INDEX "staff_login_log_at_idx" ON "staff_login_log" USING btree ("at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "staff_login_log_login_name_idx" ON "staff_login_log" USING btree ("login_name", "at" DESC);--> statement-breakpoint
CREATE INDEX "staff_login_log_address_idx" ON "staff_login_log" USING btree ("address", "at" DESC);--> statement-breakpoint
CREATE TABLE "operation_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" integer,
	"login_name" text NOT NULL,
	"role" text,
	"action" text NOT NULL,
	"kind" text NOT NULL,
	"record_id" text,
	"address" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);--> statement-breakpoint
CREATE INDEX "operation_log_at_idx" ON "operation_log" USING btree ("at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "operation_log_staff_idx" ON "operation_log" USING btree ("staff_id", "at" DESC);--> statement-breakpoint
CREATE INDEX "operation_log_login_name_idx" ON "operation_log" USING btree ("login_name", "at" DESC);--> statement-breakpoint
CREATE INDEX "operation_log_record_idx" ON "operation_log" USING btree ("kind", "record_id", "at" DESC);--> statement-breakpoint
CREATE FUNCTION "refuse_log_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: its rows are never changed or deleted', TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER "operation_log_append_only" BEFORE UPDATE OR DELETE ON "operation_log"
  FOR EACH ROW EXECUTE FUNCTION "refuse_log_change"();--> statement-breakpoint
CREATE TRIGGER "operation_log_no_truncate" BEFORE TRUNCATE ON "operation_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "refuse_log_change"();--> statement-breakpoint
CREATE TRIGGER "staff_login_log_append_only" BEFORE UPDATE OR DELETE ON "staff_login_log"
  FOR EACH ROW EXECUTE FUNCTION "refuse_log_change"();--> statement-breakpoint
CREATE TRIGGER "staff_login_log_no_truncate" BEFORE TRUNCATE ON "staff_login_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "refuse_log_change"();
