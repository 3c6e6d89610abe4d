ALTER TABLE "admin_users" ADD COLUMN "password_history" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "setup_code_hash" text;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "setup_code_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
-- the accounts made before: their current password is the first of their history, so it cannot come back
UPDATE "admin_users" SET "password_history" = ARRAY["password_hash"]::text[] WHERE "password_hash" LIKE '$argon2%';
