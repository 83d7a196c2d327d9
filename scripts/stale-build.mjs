// Whether a build is older than its sources: `npm start` rebuilds only then (decision 0028).
// Plain JavaScript, because it runs before anything is built and without a TypeScript loader.
import { readdirSync, statSync, utimesSync } from "node:fs";
import { join } from "node:path";

/** Tests never reach a build, so editing one does not make it stale. */
const IGNORED = /\.test\.[cm]?[jt]sx?$/;

/**
 * Newest modification time (ms) among the given files and everything under the given directories;
 * Infinity when one of them is missing, since a build cannot be newer than a deleted input.
 * @param {string[]} paths
 */
export function newestModification(paths) {
  let newest = 0;
  for (const path of paths) {
    let stats;
    try {
      stats = statSync(path);
    } catch {
      return Infinity;
    }
    if (!stats.isDirectory()) {
      newest = Math.max(newest, stats.mtimeMs);
      continue;
    }
    for (const entry of readdirSync(path, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || IGNORED.test(entry.name)) continue;
      newest = Math.max(newest, statSync(join(entry.parentPath ?? entry.path, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/**
 * True when `output` (a file the build writes last, stamped with the build's start time) is
 * missing or older than any input.
 * @param {{ output: string, inputs: string[] }} build
 */
export function isStale({ output, inputs }) {
  let built;
  try {
    built = statSync(output).mtimeMs;
  } catch {
    return true;
  }
  return newestModification(inputs) > built;
}

/**
 * Runs `build`, then stamps `output` with the time the build started (not ended), so a source saved
 * during the build still counts as newer and the next start builds again.
 * @param {string} output
 * @param {() => unknown} build
 */
export async function buildStamped(output, build) {
  const started = new Date();
  await build();
  utimesSync(output, started, started);
}
