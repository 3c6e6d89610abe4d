CREATE TABLE "application_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"applicant_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"move" text NOT NULL,
	"actor" text NOT NULL,
	"reason" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"audit_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "objections" (
	"id" serial PRIMARY KEY NOT NULL,
	"applicant_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"ineligible_at" timestamp with time zone NOT NULL,
	"text" text NOT NULL,
	"filed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text,
	"outcome_reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "objections_outcome" CHECK ("objections"."outcome" is null or "objections"."outcome" in ('upheld', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "result_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"applicant_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"reason" text NOT NULL,
	"proposed_by" text NOT NULL,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_by" text,
	"confirmed_at" timestamp with time zone,
	"withdrawn_by" text,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "result_corrections_two_admins" CHECK ("result_corrections"."confirmed_by" is null or "result_corrections"."confirmed_by" <> "result_corrections"."proposed_by")
);
--> statement-breakpoint
ALTER TABLE "winning_amendments" ADD COLUMN "move" text;--> statement-breakpoint
ALTER TABLE "winning_amendments" ADD COLUMN "place" text;--> statement-breakpoint
ALTER TABLE "winning_amendments" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "winning_amendments" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_round_id_subscription_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."subscription_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objections" ADD CONSTRAINT "objections_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objections" ADD CONSTRAINT "objections_round_id_subscription_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."subscription_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_corrections" ADD CONSTRAINT "result_corrections_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_corrections" ADD CONSTRAINT "result_corrections_round_id_subscription_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."subscription_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_applicant_idx" ON "application_events" USING btree ("applicant_id","id");--> statement-breakpoint
CREATE INDEX "application_events_round_idx" ON "application_events" USING btree ("round_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "objections_decision_idx" ON "objections" USING btree ("applicant_id","ineligible_at");--> statement-breakpoint
CREATE INDEX "objections_round_idx" ON "objections" USING btree ("round_id","id");--> statement-breakpoint
CREATE INDEX "result_corrections_round_idx" ON "result_corrections" USING btree ("round_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "winning_amendments_chain_idx" ON "winning_amendments" USING btree ("round_id","prev_hash");