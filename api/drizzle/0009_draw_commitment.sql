ALTER TABLE "round_draws" ADD COLUMN "witness_pending" jsonb;--> statement-breakpoint
ALTER TABLE "round_draws" ADD COLUMN "witness_place" text;--> statement-breakpoint
ALTER TABLE "round_freezes" ADD COLUMN "commitment" text;--> statement-breakpoint
ALTER TABLE "round_freezes" ADD COLUMN "commitment_digest" text;