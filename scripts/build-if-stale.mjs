// `npm start`'s first step: rebuilds the client and the server only when their sources are newer
// than the build, so a start with an existing build costs milliseconds, not a build (decision 0028).
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildServer } from "./build-server.mjs";
import { buildStamped, isStale } from "./stale-build.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
/** @param {string[]} paths */
const at = (...paths) => paths.map((path) => join(root, path));

/** What each build reads (besides the installed packages, which follow package-lock.json) and the file it writes last. */
export const builds = {
  client: {
    output: join(root, "dist", "client", "index.html"),
    inputs: at(
      "src/client",
      "src/shared",
      "src/documents",
      "vite-plugins",
      "vite.config.ts",
      "tsconfig.json",
      "package.json",
      "package-lock.json",
    ),
  },
  server: {
    output: join(root, "dist", "server", "main.js"),
    inputs: at("src/server", "src/shared", "scripts/build-server.mjs", "package.json", "package-lock.json"),
  },
};

function buildClient() {
  return buildStamped(builds.client.output, () => {
    const vite = spawnSync(
      process.execPath,
      [join(root, "node_modules", "vite", "bin", "vite.js"), "build", "--logLevel", "warn"],
      { cwd: root, stdio: "inherit" },
    );
    if (vite.status !== 0) process.exit(vite.status ?? 1);
  });
}

/** Builds what is older than its sources; says what it builds, and nothing when all is current. */
export async function buildIfStale({ client = true, server = true } = {}) {
  if (client && isStale(builds.client)) {
    console.log("Building the client (its sources are newer than dist/client)…");
    await buildClient();
  }
  if (server && isStale(builds.server)) {
    console.log("Building the server (its sources are newer than dist/server)…");
    await buildServer();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildIfStale();
