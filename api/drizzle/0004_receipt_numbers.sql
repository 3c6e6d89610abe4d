-- 접수번호 for every application (issue 15). Existing rows get one as new rows do: the year of the
-- application in Seoul, the round id in Crockford base 32, and six random symbols (here hex digits, a
-- subset of the alphabet), so shared-types/src/draw/receipt-number.ts reads them alike.
ALTER TABLE "applicants" ADD COLUMN "receipt_number" text;--> statement-breakpoint
UPDATE "applicants" SET "receipt_number" =
  to_char(("created_at" AT TIME ZONE 'UTC') + interval '9 hours', 'YYYY')
  || CASE
    WHEN "round_id" < 32 THEN substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', "round_id" + 1, 1)
    WHEN "round_id" < 1024 THEN substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', "round_id" / 32 + 1, 1)
      || substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', "round_id" % 32 + 1, 1)
    ELSE substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', "round_id" / 1024 % 32 + 1, 1)
      || substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', "round_id" / 32 % 32 + 1, 1)
      || substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', "round_id" % 32 + 1, 1)
  END
  || '-' || upper(substr(md5("id"::text || random()::text), 1, 4))
  || '-' || upper(substr(md5("id"::text || random()::text), 1, 2));--> statement-breakpoint
ALTER TABLE "applicants" ALTER COLUMN "receipt_number" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "applicants_round_receipt_number_idx" ON "applicants" USING btree ("round_id","receipt_number");
