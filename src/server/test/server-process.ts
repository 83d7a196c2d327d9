import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const mainPath = fileURLToPath(new URL("../main.ts", import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Resolves once the server says it is running; rejects if it exits first. */
  started: Promise<void>;
  output(): string;
}

/**
 * Runs `src/server/main.ts` (through tsx) as a real process, with only the given environment (plus
 * PATH); `entry` runs a built server (a .js file) with plain node instead.
 */
export function startMain(
  env: Record<string, string>,
  { entry, nodeFlags = [] }: { entry?: string; nodeFlags?: string[] } = {},
): ServerProcess {
  const child = spawn(process.execPath, entry ? [...nodeFlags, entry] : ["--import", "tsx", mainPath], {
    env: { PATH: process.env.PATH, NODE_ENV: "test", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const started = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes("Bahi is ready at")) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`exited early: ${output}`));
    });
  });
  started.catch(() => {}); // Tests of failed starts await `exited` instead.
  return { child, exited, started, output: () => output };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
