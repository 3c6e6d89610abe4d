CREATE TABLE "used_sign_in_tickets" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "wrong_codes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "codes_blocked_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "used_sign_in_tickets_expires_idx" ON "used_sign_in_tickets" USING btree ("expires_at");