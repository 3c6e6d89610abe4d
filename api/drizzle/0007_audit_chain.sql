CREATE TABLE "audit_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"ok" boolean NOT NULL,
	"rows" integer NOT NULL,
	"head_id" integer,
	"head_hash" text,
	"broken_id" integer
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "prev_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE FUNCTION "audit_log_hash"("r" "audit_log") RETURNS text LANGUAGE sql STABLE AS $$
	SELECT encode(sha256(convert_to(jsonb_build_array(
		r.prev_hash, r.id, to_char(r.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
		r.actor, r.kind, r.action, r.round_id, r.target, r.before, r.after
	)::text, 'UTF8')), 'hex')
$$;
--> statement-breakpoint
CREATE FUNCTION "audit_log_chain"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	head_id integer;
BEGIN
	-- one append at a time, until its transaction ends: the next one links to this row, never beside it
	PERFORM pg_advisory_xact_lock(4172018);
	SELECT "id", "hash" INTO head_id, NEW.prev_hash FROM "audit_log" ORDER BY "id" DESC LIMIT 1;
	-- an id drawn before a concurrent append took the lock would sort before it: draw again, so ids follow the chain
	IF head_id IS NOT NULL AND NEW.id < head_id THEN
		NEW.id := nextval(pg_get_serial_sequence('audit_log', 'id'));
	END IF;
	NEW.prev_hash := coalesce(NEW.prev_hash, repeat('0', 64));
	NEW.hash := audit_log_hash(NEW);
	RETURN NEW;
END
$$;
--> statement-breakpoint
ALTER TABLE "audit_log" DISABLE TRIGGER "audit_log_no_change";
--> statement-breakpoint
DO $$
DECLARE
	r "audit_log";
	previous text := repeat('0', 64);
BEGIN
	FOR r IN SELECT * FROM "audit_log" ORDER BY "id" LOOP
		r.prev_hash := previous;
		previous := audit_log_hash(r);
		UPDATE "audit_log" SET "prev_hash" = r.prev_hash, "hash" = previous WHERE "id" = r.id;
	END LOOP;
END
$$;
--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE TRIGGER "audit_log_no_change";
--> statement-breakpoint
CREATE TRIGGER "audit_log_chain" BEFORE INSERT ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_chain"();
