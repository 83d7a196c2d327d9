-- Every school set up before teams existed gets its owner's membership row, so the one
-- membership lookup that every request makes finds them.
INSERT INTO "school_member" ("school_id", "user_id", "role", "joined_at")
SELECT "id", "owner_user_id", 'owner', "created_at" FROM "school"
ON CONFLICT DO NOTHING;
