CREATE TABLE "draw_witnesses" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"freeze_id" integer,
	"commitment" text NOT NULL,
	"committed_by" text NOT NULL,
	"committed_place" text NOT NULL,
	"committed_at" timestamp with time zone NOT NULL,
	"value" text,
	"salt" text,
	"revealed_by" text,
	"revealed_place" text,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "draw_witnesses_commitment_key" UNIQUE("commitment")
);
--> statement-breakpoint
ALTER TABLE "subscription_rounds" ALTER COLUMN "draw_plan" SET DEFAULT '{"beacon":{"chainHash":"52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971","delayHours":24},"witnessedDigits":null,"witnesses":0}'::jsonb;--> statement-breakpoint
ALTER TABLE "draw_witnesses" ADD CONSTRAINT "draw_witnesses_round_id_subscription_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."subscription_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_witnesses" ADD CONSTRAINT "draw_witnesses_freeze_id_round_freezes_id_fk" FOREIGN KEY ("freeze_id") REFERENCES "public"."round_freezes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draw_witnesses_round_idx" ON "draw_witnesses" USING btree ("round_id","freeze_id","id");