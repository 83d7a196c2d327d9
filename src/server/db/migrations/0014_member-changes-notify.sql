-- An open event stream (/api/v1/events) re-checks its caller whenever PostgreSQL reports a change to
-- them on 'session_changed' (migration 0013). Removal from a team or a new role is such a change too:
-- the same notification, with the member's user id, at commit, whoever made it (decision 0038).
CREATE TRIGGER "school_member_changed" AFTER UPDATE OR DELETE ON "school_member" FOR EACH ROW EXECUTE FUNCTION "notify_session_change"('user_id');
