CREATE TABLE "revoked_admin_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "tokens_valid_after" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "revoked_admin_tokens_expires_idx" ON "revoked_admin_tokens" USING btree ("expires_at");