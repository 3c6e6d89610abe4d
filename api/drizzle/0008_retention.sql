DROP INDEX "applicants_round_phone_idx";--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "destroyed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription_rounds" ADD COLUMN "contract_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription_rounds" ADD COLUMN "retention_hold" text;--> statement-breakpoint
ALTER TABLE "subscription_rounds" ADD COLUMN "retention_held_by" text;--> statement-breakpoint
ALTER TABLE "subscription_rounds" ADD COLUMN "retention_held_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "applicants_round_phone_idx" ON "applicants" USING btree ("round_id","phone_number") WHERE "applicants"."destroyed_at" is null;--> statement-breakpoint
CREATE TABLE "admin_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"jti" text NOT NULL,
	"username" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "admin_sessions_jti_idx" ON "admin_sessions" USING btree ("jti");--> statement-breakpoint
CREATE INDEX "admin_sessions_user_idx" ON "admin_sessions" USING btree ("username");