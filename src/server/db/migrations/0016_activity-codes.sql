ALTER TABLE "activity_log" ADD COLUMN "params" jsonb;--> statement-breakpoint
-- The commonest English summaries become codes with parameters (shared/rules/activity-texts.ts);
-- any other old row keeps its text and no params, and the Activity page shows it as stored.
UPDATE "activity_log" a SET summary = '@transactionCreated', params = jsonb_build_object(
    'type', CASE WHEN m[1] = 'Received' THEN 'credit' ELSE 'debit' END,
    'amount', replace(m[2], ',', '')::numeric, 'student', m[3])
  FROM (SELECT id, regexp_match(summary, '^(Received|Dues) ₹([0-9,]+(?:\.[0-9]{1,2})?) — (.+)$') AS m FROM "activity_log") x
  WHERE a.id = x.id AND x.m IS NOT NULL AND a.params IS NULL;
--> statement-breakpoint
UPDATE "activity_log" a SET summary = '@transactionDeleted', params = jsonb_build_object(
    'type', CASE WHEN m[1] = 'Received' THEN 'credit' ELSE 'debit' END,
    'amount', replace(m[2], ',', '')::numeric, 'student', m[3])
  FROM (SELECT id, regexp_match(summary, '^Deleted (Received|Dues) ₹([0-9,]+(?:\.[0-9]{1,2})?) — (.*)$') AS m FROM "activity_log") x
  WHERE a.id = x.id AND x.m IS NOT NULL AND a.params IS NULL;
--> statement-breakpoint
UPDATE "activity_log" SET summary = '@reminderSent', params = jsonb_build_object('student', substring(summary FROM '^Reminded (.+) on WhatsApp$'))
  WHERE params IS NULL AND summary ~ '^Reminded .+ on WhatsApp$';
--> statement-breakpoint
UPDATE "activity_log" SET summary = '@reminderTemplatesChanged', params = '{}'::jsonb
  WHERE params IS NULL AND summary = 'Changed the WhatsApp reminder texts';
--> statement-breakpoint
UPDATE "activity_log" SET summary = '@schoolCreated', params = jsonb_build_object('school', substring(summary FROM 8))
  WHERE params IS NULL AND entity = 'school' AND summary ~ '^Set up .+$';
--> statement-breakpoint
UPDATE "activity_log" SET summary = '@memberInvited', params = jsonb_build_object('email', substring(summary FROM 9))
  WHERE params IS NULL AND entity = 'invitation' AND summary ~ '^Invited \S+@\S+$';
--> statement-breakpoint
UPDATE "activity_log" SET summary = '@memberJoined', params = jsonb_build_object('school', substring(summary FROM '^\S+ joined (.+) as staff$'))
  WHERE params IS NULL AND entity = 'member' AND summary ~ '^\S+ joined .+ as staff$';
--> statement-breakpoint
UPDATE "activity_log" SET summary = '@ledgerCreated', params = jsonb_build_object(
    'ledger', substring(summary FROM '^Added ledger (.+) \(\d{4}-\d{2}\)$'),
    'session', substring(summary FROM '\((\d{4}-\d{2})\)$'))
  WHERE params IS NULL AND entity = 'ledger' AND summary ~ '^Added ledger .+ \(\d{4}-\d{2}\)$';
--> statement-breakpoint
UPDATE "activity_log" a SET summary = '@planBought', params = jsonb_build_object(
    'kind', CASE m[1] WHEN 'coins' THEN 'coins' WHEN 'premium' THEN 'premium' ELSE 'dl-premium' END,
    'coins', CASE WHEN m[1] = 'coins' THEN m[2]::int ELSE 0 END,
    'days', CASE WHEN m[1] = 'coins' THEN 0 ELSE m[2]::int END,
    'amount', replace(m[3], ',', '')::numeric)
  FROM (SELECT id, regexp_match(summary, '^Bought (coins|premium|dl)-([0-9]+) for ₹([0-9,]+(?:\.[0-9]{1,2})?)$') AS m FROM "activity_log") x
  WHERE a.id = x.id AND x.m IS NOT NULL AND a.params IS NULL;
