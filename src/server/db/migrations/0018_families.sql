CREATE TABLE "family" (
	"school_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"reference" text NOT NULL,
	"link_hash" text,
	"link_created_at" timestamp with time zone,
	"promise_date" date,
	"promise_note" text,
	"promised_at" timestamp with time zone,
	"last_reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_pkey" PRIMARY KEY("school_id","phone"),
	CONSTRAINT "family_school_reference_key" UNIQUE("school_id","reference")
);
--> statement-breakpoint
CREATE TABLE "payment_claim" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"utr" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"split" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_claim_amount_positive" CHECK ("payment_claim"."amount_paise" > 0),
	CONSTRAINT "payment_claim_status_valid" CHECK ("payment_claim"."status" in ('pending', 'confirmed', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "payment_reference" (
	"school_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"source" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_reference_pkey" PRIMARY KEY("school_id","reference")
);
--> statement-breakpoint
CREATE TABLE "reminder_round" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"filter" jsonb NOT NULL,
	"started_by" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "reminder_round_school_id_id_key" UNIQUE("school_id","id")
);
--> statement-breakpoint
CREATE TABLE "reminder_round_family" (
	"school_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"skip_reason" text,
	"at" timestamp with time zone,
	CONSTRAINT "reminder_round_family_pkey" PRIMARY KEY("school_id","round_id","phone")
);
--> statement-breakpoint
ALTER TABLE "school" ADD COLUMN "family_reminder_template_en" text;--> statement-breakpoint
ALTER TABLE "school" ADD COLUMN "family_reminder_template_hi" text;--> statement-breakpoint
ALTER TABLE "school" ADD COLUMN "reminder_skip_days" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_transaction" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "family" ADD CONSTRAINT "family_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_claim" ADD CONSTRAINT "payment_claim_family_fk" FOREIGN KEY ("school_id","phone") REFERENCES "public"."family"("school_id","phone") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reference" ADD CONSTRAINT "payment_reference_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_round" ADD CONSTRAINT "reminder_round_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_round_family" ADD CONSTRAINT "reminder_round_family_round_fk" FOREIGN KEY ("school_id","round_id") REFERENCES "public"."reminder_round"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "family_link_key" ON "family" USING btree ("link_hash") WHERE "family"."link_hash" is not null;--> statement-breakpoint
CREATE INDEX "payment_claim_school_status_idx" ON "payment_claim" USING btree ("school_id","status","created_at");--> statement-breakpoint
CREATE INDEX "student_school_phone_idx" ON "student" USING btree ("school_id","phone_number");