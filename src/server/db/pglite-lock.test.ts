import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lockDataDirectory } from "./pglite-lock";

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function dataDirLockedBy(content: string): string {
  const dir = mkdtempSync(join(tmpdir(), "bahi-lock-"));
  writeFileSync(join(dir, "bahi.lock"), content);
  return dir;
}

/** A process that stays alive until the test ends (or is killed by it). */
function liveProcess() {
  const child = spawn("sleep", ["30"], { stdio: "ignore" });
  cleanups.push(() => child.kill("SIGKILL"));
  return child;
}

function procState(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[0];
  } catch {
    return undefined;
  }
}

describe("lockDataDirectory", () => {
  it("writes its pid and start time, refuses a second lock while held by a live process, and frees it on release", async () => {
    const holder = liveProcess();
    const dir = dataDirLockedBy(String(holder.pid));
    await expect(lockDataDirectory(dir, { exitWaitMs: 200 })).rejects.toThrow(
      `is in use by another Bahi process (pid ${holder.pid})`,
    );

    holder.kill("SIGKILL");
    await new Promise((resolve) => holder.once("exit", resolve));
    const unlock = await lockDataDirectory(dir);
    expect(readFileSync(join(dir, "bahi.lock"), "utf8")).toMatch(new RegExp(`^${process.pid} \\d+$`));
    unlock();
    (await lockDataDirectory(dir))();
  });

  it("waits for a holder that is still exiting, as a SIGKILLed server is while it frees its memory", async () => {
    const holder = liveProcess();
    const dir = dataDirLockedBy(String(holder.pid));
    setTimeout(() => holder.kill("SIGKILL"), 500);
    const started = Date.now();
    (await lockDataDirectory(dir))();
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
  });

  it("takes over the lock of a zombie (killed, not yet collected by its parent)", async () => {
    // The shell becomes `sleep`, which never collects its exited background child: a zombie. The child
    // outlives the exec by a moment: had it exited first, the shell could have collected it itself.
    const parent = spawn("sh", ["-c", "sleep 0.5 & echo $!; exec sleep 30"], { stdio: ["ignore", "pipe", "ignore"] });
    cleanups.push(() => parent.kill("SIGKILL"));
    const zombie = Number(
      await new Promise<string>((resolve) => parent.stdout.once("data", (chunk) => resolve(String(chunk)))),
    );
    await vi.waitFor(() => expect(procState(zombie)).toBe("Z"), { timeout: 10_000, interval: 20 });
    (await lockDataDirectory(dataDirLockedBy(String(zombie)), { exitWaitMs: 0 }))();
  });

  it("takes over a lock whose pid now belongs to another process (pid reused after a crash)", async () => {
    const other = liveProcess();
    (await lockDataDirectory(dataDirLockedBy(`${other.pid} 1`), { exitWaitMs: 0 }))();
  });

  it("takes over a lock naming no valid process", async () => {
    (await lockDataDirectory(dataDirLockedBy("not a pid"), { exitWaitMs: 0 }))();
  });
});
