ALTER TABLE "ledger" ADD COLUMN "student_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "student" ADD COLUMN "transaction_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written below: counters kept by statement-level triggers, so a page of students needs neither a
-- count of the ledger nor a count per student. A bulk insert (the seed, an import) updates each parent
-- once per statement, not once per row. A cascaded delete also updates parents that are going, which
-- changes nothing. Arguments: parent table, its counter column, the child's column naming the parent;
-- every table here names its school too, so parents are matched on (school_id, id).
CREATE FUNCTION "count_children"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parent text := TG_ARGV[0];
  counter text := TG_ARGV[1];
  parent_id text := TG_ARGV[2];
  changes text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    changes := format('SELECT school_id, %1$I AS parent_id, 1 AS n FROM new_rows', parent_id);
  ELSIF TG_OP = 'DELETE' THEN
    changes := format('SELECT school_id, %1$I AS parent_id, -1 AS n FROM old_rows', parent_id);
  ELSE
    -- Only rows moved to another parent change counts; most updates move nothing.
    changes := format(
      'SELECT o.school_id, o.%1$I AS parent_id, -1 AS n FROM old_rows o JOIN new_rows m ON m.id = o.id WHERE m.%1$I <> o.%1$I
       UNION ALL
       SELECT m.school_id, m.%1$I, 1 FROM old_rows o JOIN new_rows m ON m.id = o.id WHERE m.%1$I <> o.%1$I', parent_id);
  END IF;
  EXECUTE format(
    'UPDATE %1$I p SET %2$I = p.%2$I + d.n
     FROM (SELECT school_id, parent_id, sum(n)::int AS n FROM (%3$s) changes GROUP BY 1, 2) d
     WHERE p.school_id = d.school_id AND p.id = d.parent_id AND d.n <> 0', parent, counter, changes);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "student_counted_on_insert" AFTER INSERT ON "student" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_children"('ledger', 'student_count', 'ledger_id');
--> statement-breakpoint
CREATE TRIGGER "student_counted_on_delete" AFTER DELETE ON "student" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_children"('ledger', 'student_count', 'ledger_id');
--> statement-breakpoint
CREATE TRIGGER "student_counted_on_update" AFTER UPDATE ON "student" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_children"('ledger', 'student_count', 'ledger_id');
--> statement-breakpoint
CREATE TRIGGER "fee_transaction_counted_on_insert" AFTER INSERT ON "fee_transaction" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_children"('student', 'transaction_count', 'student_id');
--> statement-breakpoint
CREATE TRIGGER "fee_transaction_counted_on_delete" AFTER DELETE ON "fee_transaction" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_children"('student', 'transaction_count', 'student_id');
--> statement-breakpoint
CREATE TRIGGER "fee_transaction_counted_on_update" AFTER UPDATE ON "fee_transaction" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_children"('student', 'transaction_count', 'student_id');
--> statement-breakpoint
-- Existing data: counted once.
UPDATE "student" s SET "transaction_count" = (
  SELECT count(*)::int FROM "fee_transaction" t WHERE t."school_id" = s."school_id" AND t."student_id" = s."id"
);
--> statement-breakpoint
UPDATE "ledger" l SET "student_count" = (
  SELECT count(*)::int FROM "student" s WHERE s."school_id" = l."school_id" AND s."ledger_id" = l."id"
);
