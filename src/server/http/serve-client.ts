import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { AppEnv } from "./app-env";

/**
 * Serves the built single-page app: hashed assets cached for a year, and index.html for every
 * other GET so the client router handles deep links like /student-manager/….
 */
export function serveClient(app: Hono<AppEnv>, clientDir: string) {
  const root = relative(process.cwd(), clientDir) || ".";
  const indexHtml = readFileSync(join(clientDir, "index.html"), "utf8");
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
  });
  app.use("*", serveStatic({ root }));
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
}
