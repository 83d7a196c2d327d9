import { resolve } from "node:path";
import { backupDatabase } from "../src/server/db/backup/backup-database";
import { restoreDatabase } from "../src/server/db/backup/restore-database";
import { readEnv } from "../src/server/env";
import { StartupError } from "../src/server/startup-error";

/** `npm run backup -- <file>` and `npm run restore -- <file>` on the configured database (README, "Backups"). */
const [verb, file] = process.argv.slice(2);
const actions = {
  backup: { run: backupDatabase, done: "Backed up the database to", failed: "Backup failed" },
  restore: { run: restoreDatabase, done: "Restored the database from", failed: "Restore failed" },
};
const action = actions[verb as keyof typeof actions];
if (!action || !file) {
  console.error(`Usage: npm run ${verb === "restore" ? "restore" : "backup"} -- <file>`);
  process.exit(2);
}
try {
  await action.run(readEnv().databaseUrl, resolve(file));
  console.log(`${action.done} ${file}.`);
} catch (error) {
  console.error(error instanceof StartupError ? `${action.failed}: ${error.message}` : error);
  process.exit(1);
}
