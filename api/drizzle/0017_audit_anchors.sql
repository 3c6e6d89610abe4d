ALTER TABLE "audit_verifications" ALTER COLUMN "rows" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_verifications" ADD COLUMN "kind" text DEFAULT 'walk' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_verifications" ADD COLUMN "broken_reason" text;--> statement-breakpoint
-- The walk of the chain, once, in the database: the first row whose hash or link does not hold, else the
-- first head recorded earlier (a walk or a minute's head) that is gone or changed (the newest rows removed).
CREATE FUNCTION "audit_walk"() RETURNS "audit_verifications" LANGUAGE plpgsql STABLE SET search_path = public, pg_temp AS $$
DECLARE
	result "audit_verifications";
	first_broken record;
BEGIN
	result.kind := 'walk';
	result.ok := true;
	SELECT count(*)::integer INTO result.rows FROM "audit_log";
	SELECT a."id", a."hash" INTO result.head_id, result.head_hash FROM "audit_log" a ORDER BY a."id" DESC LIMIT 1;
	SELECT w."id", w."hash" IS DISTINCT FROM w.expected AS edited INTO first_broken FROM (
		SELECT a."id", a."hash", a."prev_hash", audit_log_hash(a) AS expected,
		       coalesce(lag(a."hash") OVER (ORDER BY a."id"), repeat('0', 64)) AS previous
		  FROM "audit_log" a
	) w
	 WHERE w."hash" IS DISTINCT FROM w.expected OR w."prev_hash" IS DISTINCT FROM w.previous
	 ORDER BY w."id" LIMIT 1;
	IF first_broken.id IS NOT NULL THEN
		result.ok := false;
		result.broken_id := first_broken.id;
		result.broken_reason := CASE WHEN first_broken.edited THEN 'edited' ELSE 'unlinked' END;
		RETURN result;
	END IF;
	SELECT v."head_id" INTO result.broken_id
	  FROM "audit_verifications" v LEFT JOIN "audit_log" a ON a."id" = v."head_id"
	 WHERE v."ok" AND v."head_id" IS NOT NULL AND a."hash" IS DISTINCT FROM v."head_hash"
	 ORDER BY v."head_id" LIMIT 1;
	IF result.broken_id IS NOT NULL THEN
		result.ok := false;
		result.broken_reason := 'truncated';
	END IF;
	RETURN result;
END
$$;
--> statement-breakpoint
-- The runtime role only reads audit_verifications: these two functions, run as the owner, write a row of
-- their own walk, so nobody can record a walk that did not happen (a forged head would raise false alarms).
CREATE FUNCTION "audit_walk_and_record"() RETURNS "audit_verifications" LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
	result "audit_verifications";
BEGIN
	result := audit_walk();
	INSERT INTO "audit_verifications" ("kind", "ok", "rows", "head_id", "head_hash", "broken_id", "broken_reason")
	VALUES ('walk', result.ok, result.rows, result.head_id, result.head_hash, result.broken_id, result.broken_reason)
	RETURNING * INTO result;
	RETURN result;
END
$$;
--> statement-breakpoint
-- Every minute: the last recorded head must still be there as recorded, then the head now is recorded when
-- the log grew. Cheap (two index reads), so deleting the newest rows is caught within a minute, not an hour.
CREATE FUNCTION "audit_record_head"() RETURNS "audit_verifications" LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
	anchor "audit_verifications";
	latest "audit_verifications";
	result "audit_verifications";
BEGIN
	-- one recorder at a time: replicas ticking together record a head once
	PERFORM pg_advisory_xact_lock(4172019);
	SELECT * INTO anchor FROM "audit_verifications" v WHERE v."ok" AND v."head_id" IS NOT NULL ORDER BY v."id" DESC LIMIT 1;
	SELECT * INTO latest FROM "audit_verifications" v ORDER BY v."id" DESC LIMIT 1;
	result.kind := 'head';
	result.ok := true;
	SELECT a."id", a."hash" INTO result.head_id, result.head_hash FROM "audit_log" a ORDER BY a."id" DESC LIMIT 1;
	IF anchor.head_id IS NOT NULL AND NOT EXISTS (
		SELECT 1 FROM "audit_log" a WHERE a."id" = anchor.head_id AND a."hash" = anchor.head_hash
	) THEN
		result.ok := false;
		result.broken_id := anchor.head_id;
		result.broken_reason := 'truncated';
		-- one row for a finding, not one a minute while it lasts
		IF latest.ok OR latest.broken_id IS DISTINCT FROM result.broken_id THEN
			INSERT INTO "audit_verifications" ("kind", "ok", "head_id", "head_hash", "broken_id", "broken_reason")
			VALUES ('head', false, result.head_id, result.head_hash, result.broken_id, 'truncated')
			RETURNING * INTO result;
		END IF;
		RETURN result;
	END IF;
	IF result.head_id IS NULL OR result.head_id = anchor.head_id THEN
		RETURN result;
	END IF;
	INSERT INTO "audit_verifications" ("kind", "ok", "head_id", "head_hash")
	VALUES ('head', true, result.head_id, result.head_hash)
	RETURNING * INTO result;
	RETURN result;
END
$$;
