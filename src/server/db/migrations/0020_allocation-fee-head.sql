-- An allocation carries its charge's fee head (decision 0050), kept equal to it by a foreign key on
-- (school, charge, head) that cascades a head changed on the charge: the day book sums by head from
-- allocations alone instead of looking up 20,000 charges a month.
ALTER TABLE "fee_transaction" ADD CONSTRAINT "fee_transaction_school_id_id_head_key" UNIQUE("school_id","id","fee_head_id");--> statement-breakpoint
ALTER TABLE "payment_allocation" ADD COLUMN "fee_head_id" uuid;--> statement-breakpoint
UPDATE "payment_allocation" a SET "fee_head_id" = c."fee_head_id"
  FROM "fee_transaction" c
 WHERE c."school_id" = a."school_id" AND c."id" = a."charge_id";--> statement-breakpoint
ALTER TABLE "payment_allocation" ALTER COLUMN "fee_head_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_allocation" DROP CONSTRAINT "payment_allocation_charge_fk";--> statement-breakpoint
ALTER TABLE "payment_allocation" ADD CONSTRAINT "payment_allocation_charge_head_fk" FOREIGN KEY ("school_id","charge_id","fee_head_id") REFERENCES "public"."fee_transaction"("school_id","id","fee_head_id") ON DELETE cascade ON UPDATE cascade;
