CREATE TABLE "waiting_rooms" (
	"round_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"minutes" integer NOT NULL,
	"admit_per_minute" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "waiting_rooms" ADD CONSTRAINT "waiting_rooms_round_id_subscription_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."subscription_rounds"("id") ON DELETE cascade ON UPDATE no action;