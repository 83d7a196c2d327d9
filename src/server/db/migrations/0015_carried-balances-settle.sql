ALTER TABLE "student" ADD COLUMN "rolled_from_student_id" uuid;--> statement-breakpoint
ALTER TABLE "fee_transaction" ADD COLUMN "carried_to_student_id" uuid;--> statement-breakpoint
-- With school_id, like every tenant key; SET NULL names its one column (PostgreSQL 15+), as school_id must stay.
ALTER TABLE "student" ADD CONSTRAINT "student_rolled_from_fk" FOREIGN KEY ("school_id","rolled_from_student_id") REFERENCES "public"."student"("school_id","id") ON DELETE SET NULL ("rolled_from_student_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_transaction" ADD CONSTRAINT "fee_transaction_carried_to_fk" FOREIGN KEY ("school_id","carried_to_student_id") REFERENCES "public"."student"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "student_rolled_from_key" ON "student" USING btree ("rolled_from_student_id") WHERE "student"."rolled_from_student_id" is not null;--> statement-breakpoint
CREATE INDEX "fee_transaction_carried_to_idx" ON "fee_transaction" USING btree ("school_id","carried_to_student_id") WHERE "fee_transaction"."carried_to_student_id" is not null;--> statement-breakpoint
-- Decision 0042: a balance carried into the next session settles the old ledger's student with a
-- "Carried to …" entry the other way. Rollovers before this left the old side open, so each
-- carried balance counted twice. Find the old student of every "Previous balance 2025-26" Dues /
-- "Advance from 2025-26" Received: the same name, father, phone and roll number, added earlier,
-- in a ledger of that session — and only where exactly one student matches each way.
WITH carried AS (
  SELECT t.school_id, t.student_id AS new_id, ns.ledger_id AS new_ledger_id, nl.name AS new_ledger_name,
         t.amount_paise, t.type, t.transaction_date, t.created_at,
         substring(t.description FROM '(\d{4}-\d{2})$') AS session
  FROM "fee_transaction" t
  JOIN "student" ns ON ns.school_id = t.school_id AND ns.id = t.student_id
  JOIN "ledger" nl ON nl.school_id = ns.school_id AND nl.id = ns.ledger_id
  WHERE ns.rolled_from_student_id IS NULL
    AND ((t.type = 'debit' AND t.description ~ '^Previous balance \d{4}-\d{2}$')
      OR (t.type = 'credit' AND t.description ~ '^Advance from \d{4}-\d{2}$'))
),
candidates AS (
  SELECT c.*, os.id AS old_id,
         count(*) OVER (PARTITION BY c.new_id) AS olds,
         count(*) OVER (PARTITION BY os.id) AS news
  FROM carried c
  JOIN "student" ns ON ns.id = c.new_id
  JOIN "student" os ON os.school_id = c.school_id AND os.id <> ns.id AND os.ledger_id <> ns.ledger_id
    AND os.name = ns.name AND os.father_name = ns.father_name AND os.phone_number = ns.phone_number
    AND os.roll_number = ns.roll_number AND os.created_at < ns.created_at
  JOIN "ledger" ol ON ol.school_id = os.school_id AND ol.id = os.ledger_id AND ol.session_year = c.session
  WHERE NOT EXISTS (SELECT 1 FROM "fee_transaction" x
                    WHERE x.school_id = os.school_id AND x.student_id = os.id AND x.carried_to_student_id IS NOT NULL)
),
matched AS (SELECT * FROM candidates WHERE olds = 1 AND news = 1),
linked AS (
  UPDATE "student" s SET rolled_from_student_id = m.old_id FROM matched m WHERE s.id = m.new_id RETURNING s.id
)
INSERT INTO "fee_transaction" (school_id, student_id, amount_paise, description, type, transaction_date, carried_to_student_id, created_at)
SELECT school_id, old_id, amount_paise, '@carried-to:' || new_ledger_name,
       CASE WHEN type = 'debit' THEN 'credit' ELSE 'debit' END, transaction_date, new_id, created_at
FROM matched;
--> statement-breakpoint
-- The import and rollover texts become system-text codes, printed in the reader's language (decision 0014).
UPDATE "fee_transaction" SET description = '@opening-balance' WHERE description = 'Opening balance';
--> statement-breakpoint
UPDATE "fee_transaction" SET description = '@previous-balance:' || substring(description FROM 18)
  WHERE type = 'debit' AND description ~ '^Previous balance \d{4}-\d{2}$';
--> statement-breakpoint
UPDATE "fee_transaction" SET description = '@advance-from:' || substring(description FROM 14)
  WHERE type = 'credit' AND description ~ '^Advance from \d{4}-\d{2}$';
