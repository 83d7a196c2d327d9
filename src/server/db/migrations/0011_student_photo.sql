CREATE TABLE "student_photo" (
	"school_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"jpeg" "bytea" NOT NULL,
	"byte_length" integer NOT NULL,
	"version" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_photo_pkey" PRIMARY KEY("school_id","student_id")
);
--> statement-breakpoint
ALTER TABLE "student_photo" ADD CONSTRAINT "student_photo_student_fk" FOREIGN KEY ("school_id","student_id") REFERENCES "public"."student"("school_id","id") ON DELETE cascade ON UPDATE no action;