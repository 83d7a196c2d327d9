import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { StartupError } from "../startup-error";

/** How long a start waits for a previous holder that is still exiting (a killed process frees its memory first). */
const EXIT_WAIT_MS = 3_000;

/**
 * PGlite corrupts its data directory when two processes open it, so the first process takes a
 * lockfile holding its pid and start time; a second one fails with a clear message. A lock whose
 * process is gone is taken over, so a server restarts after a crash or a SIGKILL without any
 * manual step; "gone" includes a zombie awaiting its parent and a pid reused by another process.
 */
export async function lockDataDirectory(dataDir: string, { exitWaitMs = EXIT_WAIT_MS } = {}): Promise<() => void> {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, "bahi.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, lockContent(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = parseLock(readFileSync(lockPath, "utf8"));
      if (holder.pid !== process.pid && !(await holderExits(holder, exitWaitMs))) {
        throw new StartupError(
          `The database in ${dataDir} is in use by another Bahi process (pid ${holder.pid}). Stop that process, or set DATABASE_URL to use another database.`,
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new StartupError(`Could not lock the database directory ${dataDir}.`);
}

interface LockHolder {
  pid: number;
  /** Kernel start time of the process (Linux), which tells a reused pid from the holder. */
  startTime: string | undefined;
}

function lockContent(pid: number): string {
  const startTime = processState(pid)?.startTime;
  return startTime ? `${pid} ${startTime}` : String(pid);
}

function parseLock(content: string): LockHolder {
  const [pid, startTime] = content.trim().split(/\s+/);
  return { pid: Number(pid), startTime };
}

async function holderExits(holder: LockHolder, waitMs: number): Promise<boolean> {
  const deadline = Date.now() + waitMs;
  while (isAlive(holder)) {
    if (Date.now() >= deadline) return false;
    await sleep(100);
  }
  return true;
}

function isAlive({ pid, startTime }: LockHolder): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const state = processState(pid);
  if (state === undefined) return true; // No /proc (not Linux): the signal check is all there is.
  if (state === null) return false;
  // A zombie has exited and closed its files; it only waits for its parent to collect it.
  if (state.state === "Z" || state.state === "X") return false;
  return startTime === undefined || startTime === state.startTime;
}

/** The process's state letter and start time from /proc; null when it has gone, undefined without /proc. */
function processState(pid: number): { state: string; startTime: string } | null | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === "ENOENT" && readableProc() ? null : undefined;
  }
  // "pid (comm) state ppid …": comm may hold spaces and parentheses, so fields count from the last ")".
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { state: fields[0] ?? "", startTime: fields[19] ?? "" };
}

function readableProc(): boolean {
  try {
    readFileSync("/proc/self/stat");
    return true;
  } catch {
    return false;
  }
}
