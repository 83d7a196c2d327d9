CREATE TABLE "ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"name" text NOT NULL,
	"class_name" text NOT NULL,
	"session_year" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_school_id_id_key" UNIQUE("school_id","id")
);
--> statement-breakpoint
CREATE TABLE "student" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"ledger_id" uuid NOT NULL,
	"name" text NOT NULL,
	"father_name" text DEFAULT '' NOT NULL,
	"mother_name" text DEFAULT '' NOT NULL,
	"date_of_birth" date,
	"roll_number" text DEFAULT '' NOT NULL,
	"roll_sort_key" text GENERATED ALWAYS AS (lpad(roll_number, 20, '0')) STORED NOT NULL,
	"phone_number" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_school_id_id_key" UNIQUE("school_id","id")
);
--> statement-breakpoint
CREATE TABLE "fee_transaction" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"transaction_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_transaction_amount_positive" CHECK ("fee_transaction"."amount_paise" > 0),
	CONSTRAINT "fee_transaction_type_valid" CHECK ("fee_transaction"."type" in ('credit', 'debit'))
);
--> statement-breakpoint
ALTER TABLE "ledger" ADD CONSTRAINT "ledger_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student" ADD CONSTRAINT "student_ledger_fk" FOREIGN KEY ("school_id","ledger_id") REFERENCES "public"."ledger"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_transaction" ADD CONSTRAINT "fee_transaction_student_fk" FOREIGN KEY ("school_id","student_id") REFERENCES "public"."student"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_school_created_idx" ON "ledger" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "student_ledger_roll_idx" ON "student" USING btree ("school_id","ledger_id","roll_sort_key","name","id");--> statement-breakpoint
CREATE INDEX "fee_transaction_student_idx" ON "fee_transaction" USING btree ("school_id","student_id","transaction_date");