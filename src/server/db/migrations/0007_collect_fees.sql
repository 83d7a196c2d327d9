CREATE TABLE "fee_reminder" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotent_request" (
	"school_id" uuid NOT NULL,
	"key" text NOT NULL,
	"operation" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotent_request_school_id_key_pk" PRIMARY KEY("school_id","key")
);
--> statement-breakpoint
CREATE TABLE "receipt_counter" (
	"school_id" uuid NOT NULL,
	"session" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "receipt_counter_school_id_session_pk" PRIMARY KEY("school_id","session")
);
--> statement-breakpoint
ALTER TABLE "school" ADD COLUMN "reminder_template_en" text;--> statement-breakpoint
ALTER TABLE "school" ADD COLUMN "reminder_template_hi" text;--> statement-breakpoint
ALTER TABLE "fee_transaction" ADD COLUMN "receipt_no" text;--> statement-breakpoint
ALTER TABLE "fee_transaction" ADD COLUMN "payment_mode" text;--> statement-breakpoint
ALTER TABLE "fee_reminder" ADD CONSTRAINT "fee_reminder_student_fk" FOREIGN KEY ("school_id","student_id") REFERENCES "public"."student"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotent_request" ADD CONSTRAINT "idempotent_request_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_counter" ADD CONSTRAINT "receipt_counter_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_reminder_student_idx" ON "fee_reminder" USING btree ("school_id","student_id","created_at");--> statement-breakpoint
ALTER TABLE "fee_transaction" ADD CONSTRAINT "fee_transaction_school_receipt_key" UNIQUE("school_id","receipt_no");--> statement-breakpoint
ALTER TABLE "fee_transaction" ADD CONSTRAINT "fee_transaction_payment_mode_valid" CHECK ("fee_transaction"."payment_mode" in ('cash', 'upi', 'cheque', 'bank'));