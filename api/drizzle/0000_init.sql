CREATE TABLE "admin_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"roles" text DEFAULT 'ROLE_ADMIN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applicants" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone_number" text NOT NULL,
	"subscription_type" text NOT NULL,
	"consent" boolean NOT NULL,
	"income" integer,
	"regional" integer,
	"car" boolean,
	"asset_basis" boolean,
	"winning_state" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"notice_id" integer,
	"resource_id" integer,
	"original_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"size" integer NOT NULL,
	"mime_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachments_one_owner" CHECK (("attachments"."notice_id" is null) <> ("attachments"."resource_id" is null))
);
--> statement-breakpoint
CREATE TABLE "identity_requests" (
	"token_version_id" text PRIMARY KEY NOT NULL,
	"request_no" text NOT NULL,
	"secret" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"top_fixed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popups" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"image_name" text,
	"link_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "popups_end_not_before_start" CHECK ("popups"."end_date" >= "popups"."start_date")
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"subscription_types" text[] NOT NULL,
	"start_ts" timestamp with time zone NOT NULL,
	"end_ts" timestamp with time zone NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rounds_end_after_start" CHECK ("subscription_rounds"."end_ts" > "subscription_rounds"."start_ts")
);
--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_round_id_subscription_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."subscription_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_users_username_idx" ON "admin_users" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "applicants_round_phone_idx" ON "applicants" USING btree ("round_id","phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "attachments_stored_name_idx" ON "attachments" USING btree ("stored_name");--> statement-breakpoint
CREATE INDEX "attachments_notice_idx" ON "attachments" USING btree ("notice_id");--> statement-breakpoint
CREATE INDEX "attachments_resource_idx" ON "attachments" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "notices_top_fixed_id_idx" ON "notices" USING btree ("top_fixed","id");--> statement-breakpoint
CREATE INDEX "rounds_end_ts_idx" ON "subscription_rounds" USING btree ("end_ts");