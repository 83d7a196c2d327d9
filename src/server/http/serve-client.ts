import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { errorCodes } from "../../shared/api/envelope";
import type { AppEnv } from "./app-env";
import { errorBody } from "./error-envelope";

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
  // A missing hashed file must not turn into index.html (a browser would cache that for a year).
  app.get("/assets/*", (c) => c.json(errorBody(errorCodes.NOT_FOUND, "No such file"), 404));
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
}
