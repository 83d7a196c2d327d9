-- Rate-limit counters are written on every API call. As an UNLOGGED table they skip the write-ahead
-- log, so a call's counter update no longer waits for a WAL flush to disk at commit. The price: after
-- a crash of the database server the table comes back empty, and every counter starts its
-- one-minute window afresh — harmless for a limit, and nothing else lives in this table.
-- (Unlogged tables are not replicated to standbys either; a failover likewise starts the counters afresh.)
ALTER TABLE "rate_limit" SET UNLOGGED;
