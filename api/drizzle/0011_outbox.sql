CREATE TABLE "outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"event_key" text DEFAULT '' NOT NULL,
	"applicant_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"template" text NOT NULL,
	"body" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"channel" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"vendor_message_id" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_round_id_subscription_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."subscription_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_idempotency_idx" ON "outbox_messages" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_round_idx" ON "outbox_messages" USING btree ("round_id","state");--> statement-breakpoint
CREATE INDEX "outbox_messages_applicant_idx" ON "outbox_messages" USING btree ("applicant_id","id");