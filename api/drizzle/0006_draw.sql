CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"kind" text NOT NULL,
	"action" text NOT NULL,
	"round_id" integer,
	"target" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "round_draws" (
	"round_id" integer PRIMARY KEY NOT NULL,
	"beacon" jsonb,
	"beacon_error" text,
	"requested_by" text,
	"witnessed_number" text,
	"witnessed_by" text,
	"witnessed_at" timestamp with time zone,
	"inputs" jsonb,
	"seed" text,
	"supply" jsonb,
	"drawn_by" text,
	"drawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "round_freezes" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"list_digest" text,
	"list" jsonb,
	CONSTRAINT "round_freezes_kind" CHECK ("round_freezes"."kind" in ('freeze', 'reopen'))
);
--> statement-breakpoint
CREATE TABLE "winning_amendments" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"receipt_number" text NOT NULL,
	"old_state" text NOT NULL,
	"new_state" text NOT NULL,
	"reason" text NOT NULL,
	"admin_username" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscription_rounds" ADD COLUMN "supply" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_rounds" ADD COLUMN "draw_plan" jsonb DEFAULT '{"beacon":{"chainHash":"52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971","delayHours":24},"witnessedDigits":null}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "round_draws" ADD CONSTRAINT "round_draws_round_id_subscription_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."subscription_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_freezes" ADD CONSTRAINT "round_freezes_round_id_subscription_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."subscription_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winning_amendments" ADD CONSTRAINT "winning_amendments_round_id_subscription_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."subscription_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_round_idx" ON "audit_log" USING btree ("round_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_kind_idx" ON "audit_log" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "round_freezes_round_idx" ON "round_freezes" USING btree ("round_id","id");--> statement-breakpoint
CREATE INDEX "winning_amendments_round_idx" ON "winning_amendments" USING btree ("round_id","id");--> statement-breakpoint
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_change" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
