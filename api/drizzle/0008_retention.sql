DROP INDEX "applicants_round_phone_idx";--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "destroyed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription_rounds" ADD COLUMN "contract_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription_rounds" ADD COLUMN "retention_hold" text;--> statement-breakpoint
ALTER TABLE "subscription_rounds" ADD COLUMN "retention_held_by" text;--> statement-breakpoint
ALTER TABLE "subscription_rounds" ADD COLUMN "retention_held_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "applicants_round_phone_idx" ON "applicants" USING btree ("round_id","phone_number") WHERE "applicants"."destroyed_at" is null;