CREATE TABLE "application_reviews" (
	"applicant_id" integer PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"stage" text DEFAULT 'requested' NOT NULL,
	"own_deadline" timestamp with time zone,
	"supplement_reason" text,
	"submitted_at" timestamp with time zone,
	"review_started_at" timestamp with time zone,
	"decision_reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"given_up_at" timestamp with time zone,
	"contract_done_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_reviews_stage" CHECK ("application_reviews"."stage" in ('requested', 'submitted', 'inReview', 'supplement', 'eligible', 'ineligible')),
	CONSTRAINT "application_reviews_not_both" CHECK ("application_reviews"."given_up_at" is null or "application_reviews"."contract_done_at" is null)
);
--> statement-breakpoint
CREATE TABLE "document_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"applicant_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"item" text NOT NULL,
	"original_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"key_id" text NOT NULL,
	"state" text DEFAULT 'uploaded' NOT NULL,
	"reason" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_files_state" CHECK ("document_files"."state" in ('uploaded', 'accepted', 'supplement'))
);
--> statement-breakpoint
CREATE TABLE "reserve_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"vacancy_applicant_id" integer NOT NULL,
	"called_applicant_id" integer NOT NULL,
	"supply_type" text NOT NULL,
	"reserve_number" integer NOT NULL,
	"reason" text NOT NULL,
	"called_by" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reserve_calls_reason" CHECK ("reserve_calls"."reason" in ('ineligible', 'givenUp'))
);
--> statement-breakpoint
CREATE TABLE "round_after_draw" (
	"round_id" integer PRIMARY KEY NOT NULL,
	"documents_deadline" timestamp with time zone,
	"contract_date" date,
	"contract_time" text,
	"contract_place" text,
	"contract_bring" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_reviews" ADD CONSTRAINT "application_reviews_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_reviews" ADD CONSTRAINT "application_reviews_round_id_subscription_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."subscription_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_round_id_subscription_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."subscription_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_calls" ADD CONSTRAINT "reserve_calls_round_id_subscription_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."subscription_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_calls" ADD CONSTRAINT "reserve_calls_vacancy_applicant_id_applicants_id_fk" FOREIGN KEY ("vacancy_applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_calls" ADD CONSTRAINT "reserve_calls_called_applicant_id_applicants_id_fk" FOREIGN KEY ("called_applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_after_draw" ADD CONSTRAINT "round_after_draw_round_id_subscription_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."subscription_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_reviews_round_idx" ON "application_reviews" USING btree ("round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_files_stored_name_idx" ON "document_files" USING btree ("stored_name");--> statement-breakpoint
CREATE INDEX "document_files_applicant_idx" ON "document_files" USING btree ("applicant_id","item");--> statement-breakpoint
CREATE INDEX "document_files_key_idx" ON "document_files" USING btree ("key_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reserve_calls_vacancy_idx" ON "reserve_calls" USING btree ("vacancy_applicant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reserve_calls_called_idx" ON "reserve_calls" USING btree ("called_applicant_id");--> statement-breakpoint
CREATE INDEX "reserve_calls_round_idx" ON "reserve_calls" USING btree ("round_id","id");