-- Schools set up before billing existed get an empty wallet (no trial, no welcome coins: those
-- are for new schools), so every school has exactly one wallet row to lock.
INSERT INTO "wallet" ("school_id") SELECT "id" FROM "school" ON CONFLICT DO NOTHING;
