-- Each server instance keeps the sessions it has just read in memory (auth/live-session-cache.ts) and
-- drops a user's entries the moment PostgreSQL reports a change to that user or to one of their
-- sessions: sign-out, revoke, "sign out everywhere", expiry moved, the user renamed or deleted. The
-- notification is sent at commit, by whichever instance (or SQL console) made the change, and carries
-- only the user's id. Triggers rather than calls in the code, because better-auth writes these tables.
-- One function for both tables: the trigger names the column that holds the user's id.
CREATE FUNCTION "notify_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changed', to_jsonb(OLD) ->> TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "session_changed" AFTER UPDATE OR DELETE ON "session" FOR EACH ROW EXECUTE FUNCTION "notify_session_change"('user_id');
--> statement-breakpoint
CREATE TRIGGER "user_changed" AFTER UPDATE OR DELETE ON "user" FOR EACH ROW EXECUTE FUNCTION "notify_session_change"('id');
