CREATE TABLE "fee_plan" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"ledger_id" uuid NOT NULL,
	"description" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"schedule" text NOT NULL,
	"day_of_month" integer,
	"due_date" date,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_plan_school_id_id_key" UNIQUE("school_id","id"),
	CONSTRAINT "fee_plan_amount_positive" CHECK ("fee_plan"."amount_paise" > 0),
	CONSTRAINT "fee_plan_schedule_valid" CHECK (("fee_plan"."schedule" = 'monthly' and "fee_plan"."day_of_month" between 1 and 28 and "fee_plan"."due_date" is null)
        or ("fee_plan"."schedule" = 'once' and "fee_plan"."due_date" is not null and "fee_plan"."day_of_month" is null))
);
--> statement-breakpoint
CREATE TABLE "fee_plan_posting" (
	"school_id" uuid NOT NULL,
	"fee_plan_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"period" text NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_plan_posting_pkey" PRIMARY KEY("school_id","fee_plan_id","student_id","period")
);
--> statement-breakpoint
ALTER TABLE "fee_plan" ADD CONSTRAINT "fee_plan_ledger_fk" FOREIGN KEY ("school_id","ledger_id") REFERENCES "public"."ledger"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_plan_posting" ADD CONSTRAINT "fee_plan_posting_plan_fk" FOREIGN KEY ("school_id","fee_plan_id") REFERENCES "public"."fee_plan"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_plan_posting" ADD CONSTRAINT "fee_plan_posting_student_fk" FOREIGN KEY ("school_id","student_id") REFERENCES "public"."student"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_plan_ledger_idx" ON "fee_plan" USING btree ("school_id","ledger_id","created_at");--> statement-breakpoint
CREATE INDEX "fee_plan_posting_student_idx" ON "fee_plan_posting" USING btree ("school_id","student_id");