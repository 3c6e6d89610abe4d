ALTER TABLE "outbox_messages" ADD COLUMN "vendor_status" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "unanswered_since" timestamp with time zone;