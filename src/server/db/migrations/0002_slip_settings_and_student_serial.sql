ALTER TABLE "school" ADD COLUMN "slip_due_days" smallint DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "school" ADD COLUMN "student_serial_counter" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "student" ADD COLUMN "serial" integer;--> statement-breakpoint
-- Existing students are numbered in the order they were added, and each school's counter continues from there.
UPDATE "student" SET "serial" = numbered."serial" FROM (
  SELECT "id", row_number() OVER (PARTITION BY "school_id" ORDER BY "created_at", "id") AS "serial" FROM "student"
) AS numbered WHERE numbered."id" = "student"."id";--> statement-breakpoint
UPDATE "school" SET "student_serial_counter" = counts."last" FROM (
  SELECT "school_id", max("serial") AS "last" FROM "student" GROUP BY "school_id"
) AS counts WHERE counts."school_id" = "school"."id";--> statement-breakpoint
ALTER TABLE "student" ALTER COLUMN "serial" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "student" ADD CONSTRAINT "student_school_serial_key" UNIQUE("school_id","serial");
