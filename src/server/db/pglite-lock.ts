import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";
import { StartupError } from "../startup-error";

/**
 * PGlite corrupts its data directory when two processes open it, so the first process takes a
 * lockfile holding its pid; a second one fails with a clear message. A lock left by a dead process
 * is taken over.
 */
export function lockDataDirectory(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, "bahi.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(readFileSync(lockPath, "utf8"));
      if (isAlive(holder) && holder !== process.pid) {
        throw new StartupError(
          `The database in ${dataDir} is in use by another Bahi process (pid ${holder}). Stop that process, or set DATABASE_URL to use another database.`,
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new StartupError(`Could not lock the database directory ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
