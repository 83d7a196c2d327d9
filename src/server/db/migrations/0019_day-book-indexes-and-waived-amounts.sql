ALTER TABLE "late_fine_waiver" ADD COLUMN "amount_paise" bigint;--> statement-breakpoint
CREATE INDEX "fee_transaction_fee_plan_idx" ON "fee_transaction" USING btree ("school_id","fee_plan_id") WHERE "fee_transaction"."fee_plan_id" is not null;--> statement-breakpoint
CREATE INDEX "fee_transaction_day_book_idx" ON "fee_transaction" USING btree ("school_id","transaction_date") WHERE "fee_transaction"."type" = 'credit' or "fee_transaction"."refund_no" is not null;--> statement-breakpoint
CREATE INDEX "fee_transaction_cancelled_idx" ON "fee_transaction" USING btree ("school_id","cancelled_at") WHERE "fee_transaction"."cancelled_at" is not null;--> statement-breakpoint
ALTER TABLE "late_fine_waiver" ADD CONSTRAINT "late_fine_waiver_amount_positive" CHECK ("late_fine_waiver"."amount_paise" is null or "late_fine_waiver"."amount_paise" > 0);--> statement-breakpoint
-- Waivers from before 0019 get their amount back: the fine row if one is still there, else the amount
-- the owner saw in the activity entry the waiver wrote (rupees in its params; the latest for the charge).
UPDATE "late_fine_waiver" w SET "amount_paise" = f."amount_paise"
  FROM "fee_transaction" f
 WHERE w."amount_paise" IS NULL AND f."school_id" = w."school_id" AND f."fine_for_id" = w."charge_id";
--> statement-breakpoint
UPDATE "late_fine_waiver" w SET "amount_paise" = (
  SELECT nullif(round((a."params"->>'amount')::numeric * 100), 0)::bigint
    FROM "activity_log" a
   WHERE a."school_id" = w."school_id" AND a."entity_id" = w."charge_id"::text
     AND a."summary" = '@lateFineWaived' AND a."params"->>'amount' ~ '^[0-9]+(\.[0-9]+)?$'
   ORDER BY a."at" DESC
   LIMIT 1)
 WHERE w."amount_paise" IS NULL;
