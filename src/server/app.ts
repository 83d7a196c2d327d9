import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import type { Logger } from "pino";
import { errorCodes } from "../shared/api/envelope";
import type { SiteInfo } from "../shared/api/site-info";
import type { Auth } from "./auth/create-auth";
import type { Database } from "./db/database";
import type { AppEnv } from "./http/app-env";
import { errorBody, handleError } from "./http/error-envelope";
import { rememberSessions } from "./http/remembered-sessions";
import { createSchoolIdCache } from "./http/school-id-cache";
import { serveClient } from "./http/serve-client";
import { createV1Routes } from "./routes/v1";

export interface AppDependencies {
  db: Database;
  auth: Auth;
  logger: Logger;
  siteInfo: SiteInfo;
  /** Built client (dist/client); omitted in API tests. */
  clientDir?: string;
}

/** Largest JSON body any route accepts; a whole ledger import fits well inside. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Builds the whole HTTP app without listening, so tests drive it through `app.request()`. */
export function createApp({ db, auth, logger, siteInfo, clientDir }: AppDependencies) {
  const app = new Hono<AppEnv>();
  const schoolIds = createSchoolIdCache();

  app.use("*", async (c, next) => {
    c.set("db", db);
    c.set("logger", logger);
    c.set("user", null);
    c.set("schoolIds", schoolIds);
    const started = performance.now();
    await next();
    if (logger.isLevelEnabled("debug")) {
      logger.debug({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) }, "request");
    }
  });

  // Only methods that carry a body: asking a GET for its body makes the Node adapter build a full Request.
  app.on(
    ["POST", "PUT", "PATCH", "DELETE"],
    "/api/*",
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json(errorBody(errorCodes.PAYLOAD_TOO_LARGE, "The request is too large."), 413),
    }),
  );

  // better-auth serves its own pages (the popup completion page carries its own CSP).
  app.on(["GET", "POST"], "/api/auth/*", (c) => auth.handler(c.req.raw));

  app.use("*", secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Google account photos are the one outside image the app shows.
      imgSrc: ["'self'", "data:", "blob:", "https://*.googleusercontent.com"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", "blob:"],
      frameAncestors: ["'none'"],
    },
    crossOriginOpenerPolicy: "same-origin-allow-popups",
  }));

  const lookUpUser = rememberSessions(async (headers) => (await auth.api.getSession({ headers }))?.user ?? null);
  app.route("/api/v1", createV1Routes(siteInfo, lookUpUser));
  app.all("/api/*", (c) => c.json(errorBody(errorCodes.NOT_FOUND, "No such API route"), 404));

  if (clientDir) serveClient(app, clientDir);

  app.notFound((c) => c.json(errorBody(errorCodes.NOT_FOUND, "Not found"), 404));
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
