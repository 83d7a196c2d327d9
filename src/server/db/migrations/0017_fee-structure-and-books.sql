CREATE TABLE "fee_head" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"name_hi" text DEFAULT '' NOT NULL,
	"tuition" boolean DEFAULT false NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_head_school_id_id_key" UNIQUE("school_id","id")
);
--> statement-breakpoint
CREATE TABLE "student_concession" (
	"school_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"fee_head_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" bigint,
	"percent" numeric(5, 2),
	"category" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_concession_pkey" PRIMARY KEY("school_id","student_id","fee_head_id"),
	CONSTRAINT "student_concession_value_valid" CHECK (("student_concession"."kind" = 'amount' and "student_concession"."amount_paise" > 0 and "student_concession"."percent" is null)
        or ("student_concession"."kind" = 'percent' and "student_concession"."percent" > 0 and "student_concession"."percent" <= 100 and "student_concession"."amount_paise" is null)),
	CONSTRAINT "student_concession_category_valid" CHECK ("student_concession"."category" in ('rte', 'ews', 'staff-ward', 'sibling', 'merit', 'other'))
);
--> statement-breakpoint
CREATE TABLE "late_fine_waiver" (
	"school_id" uuid NOT NULL,
	"charge_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"waived_by" text NOT NULL,
	"waived_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "late_fine_waiver_pkey" PRIMARY KEY("school_id","charge_id")
);
--> statement-breakpoint
CREATE TABLE "payment_allocation" (
	"school_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"charge_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"named" boolean DEFAULT false NOT NULL,
	CONSTRAINT "payment_allocation_pkey" PRIMARY KEY("school_id","payment_id","charge_id"),
	CONSTRAINT "payment_allocation_amount_positive" CHECK ("payment_allocation"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "day_close" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"day" date NOT NULL,
	"expected_cash_paise" bigint NOT NULL,
	"counted_cash_paise" bigint NOT NULL,
	"closed_by" text NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reopened_by" text,
	"reopened_at" timestamp with time zone,
	"reopen_reason" text
);
--> statement-breakpoint
CREATE TABLE "user_preference" (
	"user_id" text PRIMARY KEY NOT NULL,
	"language" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_preference_language_valid" CHECK ("user_preference"."language" in ('en', 'hi'))
);
--> statement-breakpoint
ALTER TABLE "fee_plan" DROP CONSTRAINT "fee_plan_schedule_valid";--> statement-breakpoint
ALTER TABLE "receipt_counter" ADD COLUMN "series" text DEFAULT 'receipt' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipt_counter" DROP CONSTRAINT "receipt_counter_school_id_session_pk";--> statement-breakpoint
ALTER TABLE "receipt_counter" ADD CONSTRAINT "receipt_counter_pkey" PRIMARY KEY("school_id","series","session");--> statement-breakpoint
ALTER TABLE "school" ADD COLUMN "staff_may_close_day" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_transaction" ADD COLUMN "fee_head_id" uuid;--> statement-breakpoint
ALTER TABLE "fee_transaction" ADD COLUMN "period" text;--> statement-breakpoint
ALTER TABLE "fee_transaction" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "fee_transaction" ADD COLUMN "concession_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_transaction" ADD COLUMN "concession_category" text;--> statement-breakpoint
ALTER TABLE "fee_transaction" ADD COLUMN "fee_plan_id" uuid;--> statement-breakpoint
ALTER TABLE "fee_transaction" ADD COLUMN "fine_for_id" uuid;--> statement-breakpoint
ALTER TABLE "fee_transaction" ADD COLUMN "repeat_charge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_transaction" ADD COLUMN "refund_no" text;--> statement-breakpoint
ALTER TABLE "fee_transaction" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fee_transaction" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "fee_transaction" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "fee_transaction" ADD COLUMN "verify_hash" text;--> statement-breakpoint
ALTER TABLE "fee_transaction" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "fee_plan" ADD COLUMN "fee_head_id" uuid;--> statement-breakpoint
ALTER TABLE "fee_plan" ADD COLUMN "terms" jsonb;--> statement-breakpoint
ALTER TABLE "fee_plan" ADD COLUMN "late_fine" jsonb;--> statement-breakpoint
ALTER TABLE "fee_head" ADD CONSTRAINT "fee_head_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_concession" ADD CONSTRAINT "student_concession_student_fk" FOREIGN KEY ("school_id","student_id") REFERENCES "public"."student"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_concession" ADD CONSTRAINT "student_concession_fee_head_fk" FOREIGN KEY ("school_id","fee_head_id") REFERENCES "public"."fee_head"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_transaction" ADD CONSTRAINT "fee_transaction_school_id_id_key" UNIQUE("school_id","id");--> statement-breakpoint
ALTER TABLE "late_fine_waiver" ADD CONSTRAINT "late_fine_waiver_charge_fk" FOREIGN KEY ("school_id","charge_id") REFERENCES "public"."fee_transaction"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocation" ADD CONSTRAINT "payment_allocation_payment_fk" FOREIGN KEY ("school_id","payment_id") REFERENCES "public"."fee_transaction"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocation" ADD CONSTRAINT "payment_allocation_charge_fk" FOREIGN KEY ("school_id","charge_id") REFERENCES "public"."fee_transaction"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_close" ADD CONSTRAINT "day_close_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preference" ADD CONSTRAINT "user_preference_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_head_school_code_key" ON "fee_head" USING btree ("school_id","code") WHERE "fee_head"."code" is not null;--> statement-breakpoint
CREATE INDEX "payment_allocation_charge_idx" ON "payment_allocation" USING btree ("school_id","charge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "day_close_open_key" ON "day_close" USING btree ("school_id","day") WHERE "day_close"."reopened_at" is null;--> statement-breakpoint
CREATE INDEX "day_close_school_day_idx" ON "day_close" USING btree ("school_id","day");--> statement-breakpoint
ALTER TABLE "fee_transaction" ADD CONSTRAINT "fee_transaction_fee_head_fk" FOREIGN KEY ("school_id","fee_head_id") REFERENCES "public"."fee_head"("school_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_transaction" ADD CONSTRAINT "fee_transaction_fee_plan_fk" FOREIGN KEY ("school_id","fee_plan_id") REFERENCES "public"."fee_plan"("school_id","id") ON DELETE SET NULL ("fee_plan_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_transaction" ADD CONSTRAINT "fee_transaction_fine_for_fk" FOREIGN KEY ("school_id","fine_for_id") REFERENCES "public"."fee_transaction"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_plan" ADD CONSTRAINT "fee_plan_fee_head_fk" FOREIGN KEY ("school_id","fee_head_id") REFERENCES "public"."fee_head"("school_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_transaction_verify_key" ON "fee_transaction" USING btree ("verify_hash") WHERE "fee_transaction"."verify_hash" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_transaction_fine_for_key" ON "fee_transaction" USING btree ("school_id","fine_for_id") WHERE "fee_transaction"."fine_for_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_transaction_head_period_key" ON "fee_transaction" USING btree ("school_id","student_id","fee_head_id","period") WHERE "fee_transaction"."type" = 'debit' and "fee_transaction"."period" is not null and "fee_transaction"."fine_for_id" is null and not "fee_transaction"."repeat_charge" and "fee_transaction"."refund_no" is null;--> statement-breakpoint
ALTER TABLE "fee_transaction" ADD CONSTRAINT "fee_transaction_school_refund_key" UNIQUE("school_id","refund_no");--> statement-breakpoint
ALTER TABLE "fee_transaction" ADD CONSTRAINT "fee_transaction_concession_valid" CHECK ("fee_transaction"."concession_paise" >= 0);--> statement-breakpoint
ALTER TABLE "fee_transaction" ADD CONSTRAINT "fee_transaction_dues_fields" CHECK ("fee_transaction"."type" = 'debit' or ("fee_transaction"."fee_head_id" is null and "fee_transaction"."period" is null));--> statement-breakpoint
ALTER TABLE "fee_plan" ADD CONSTRAINT "fee_plan_schedule_valid" CHECK (("fee_plan"."schedule" in ('monthly', 'quarterly') and "fee_plan"."day_of_month" between 1 and 28 and "fee_plan"."due_date" is null and "fee_plan"."terms" is null)
        or ("fee_plan"."schedule" = 'once' and "fee_plan"."due_date" is not null and "fee_plan"."day_of_month" is null and "fee_plan"."terms" is null)
        or ("fee_plan"."schedule" = 'terms' and jsonb_typeof("fee_plan"."terms") = 'array' and "fee_plan"."day_of_month" is null and "fee_plan"."due_date" is null));--> statement-breakpoint
-- Every school starts with these heads (issue 27); a trigger gives them to each new school, whichever
-- code path creates it, and the same function gives them to the schools that exist already.
CREATE FUNCTION seed_fee_heads(target uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO fee_head (school_id, code, name, name_hi, tuition)
  VALUES (target, 'tuition', 'Tuition fee', 'ट्यूशन शुल्क', true),
         (target, 'admission', 'Admission fee', 'प्रवेश शुल्क', false),
         (target, 'exam', 'Exam fee', 'परीक्षा शुल्क', false),
         (target, 'transport', 'Transport fee', 'वाहन शुल्क', false),
         (target, 'books-uniform', 'Books and uniform', 'किताबें और वर्दी', false),
         (target, 'late-fine', 'Late fine', 'विलंब शुल्क', false),
         (target, 'opening-balance', 'Opening balance', 'पिछला बकाया', false),
         (target, 'other', 'Other', 'अन्य', false)
  ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
CREATE FUNCTION school_seed_fee_heads() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM seed_fee_heads(NEW.id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER school_seed_fee_heads AFTER INSERT ON school FOR EACH ROW EXECUTE FUNCTION school_seed_fee_heads();
--> statement-breakpoint
SELECT seed_fee_heads(id) FROM school;
--> statement-breakpoint
-- "When absent, the head is Other": a Dues row written without a head (an older code path, an import)
-- gets the school's Other head, or Opening balance for an opening or previous balance.
CREATE FUNCTION fee_transaction_default_head() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.type = 'debit' AND NEW.fee_head_id IS NULL THEN
    SELECT id INTO NEW.fee_head_id FROM fee_head
     WHERE school_id = NEW.school_id
       AND code = CASE WHEN NEW.description = '@opening-balance' OR NEW.description LIKE '@previous-balance:%'
                       THEN 'opening-balance' ELSE 'other' END;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER fee_transaction_default_head BEFORE INSERT ON fee_transaction
  FOR EACH ROW WHEN (NEW.type = 'debit' AND NEW.fee_head_id IS NULL) EXECUTE FUNCTION fee_transaction_default_head();
--> statement-breakpoint
-- Existing Dues: opening and previous balances to Opening balance, everything else to Other. Amounts
-- are untouched, so every balance is what it was.
UPDATE fee_transaction t SET fee_head_id = h.id
  FROM fee_head h
 WHERE t.type = 'debit' AND t.fee_head_id IS NULL AND h.school_id = t.school_id
   AND h.code = CASE WHEN t.description = '@opening-balance' OR t.description LIKE '@previous-balance:%'
                     THEN 'opening-balance' ELSE 'other' END;
--> statement-breakpoint
UPDATE fee_plan p SET fee_head_id = h.id FROM fee_head h WHERE h.school_id = p.school_id AND h.code = 'other';
--> statement-breakpoint
ALTER TABLE "fee_plan" ALTER COLUMN "fee_head_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "fee_transaction" ADD CONSTRAINT "fee_transaction_dues_have_head" CHECK ("type" = 'credit' OR "fee_head_id" IS NOT NULL);
