import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Logger } from "pino";
import { errorCodes } from "../shared/api/envelope";
import { MAX_IMPORT_BYTES } from "../shared/api/ledger-transfer";
import type { SiteInfo } from "../shared/api/site-info";
import type { Auth } from "./auth/create-auth";
import { createLiveSessionCache, type LiveSessionCache } from "./auth/live-session-cache";
import { createSessionLookup } from "./auth/session-lookup";
import type { Database } from "./db/database";
import type { AppEnv } from "./http/app-env";
import { errorBody, handleError } from "./http/error-envelope";
import { createEventStreams, type EventStreams } from "./http/event-streams";
import { compressAnswers } from "./http/compress-answers";
import { allowedMethods, noRouteAnswered } from "./http/method-not-allowed";
import { clientIp, TRUST_NO_PROXY, type TrustProxy } from "./http/client-ip";
import { rateLimit, RECEIPT_CHECKS_PER_MIN, type RateLimiters } from "./http/rate-limit";
import { RateLimiterMemory } from "rate-limiter-flexible";
import { sameOriginWrites } from "./http/same-origin-writes";
import { inlineStyleHashes } from "./http/inline-style-hashes";
import { securityHeaders } from "./http/security-headers";
import { createSchoolIdCache } from "./http/school-id-cache";
import { nodeResponseOf } from "./http/outgoing-header";
import { requestId } from "./http/request-id";
import { serveClient } from "./http/serve-client";
import { createDevPayRoutes } from "./payments/dev-pay/create-dev-pay-routes";
import { familyPageRoutes, WRONG_FAMILY_CODES_PER_MIN } from "./routes/public/family-page";
import { receiptVerifyRoutes } from "./routes/public/receipt-verify-page";
import { createV1Routes } from "./routes/v1";
import { configureBilling, defaultBillingSettings, type BillingSettings } from "./services/billing/billing-settings";
import { createWalletEvents, type WalletEvents } from "./services/billing/create-wallet-events";
import { DEV_PAY_MOUNT_PATH, type DevelopmentGateway } from "./services/payments/development-gateway";
import type { PaymentGateway } from "./services/payments/payment-gateway";

export interface AppDependencies {
  db: Database;
  auth: Auth;
  logger: Logger;
  siteInfo: SiteInfo;
  /** Sign-in attempts per IP and API calls per user (see db/rate-limit-store.ts). */
  rateLimiters: RateLimiters;
  /** Which peers' X-Forwarded-For names the client (TRUST_PROXY); none when not given. */
  trustProxy?: TrustProxy;
  /** The public URL browsers use (BETTER_AUTH_URL); state-changing API calls must come from its origin. */
  publicUrl: string;
  /** The session secret: receipts' public codes derive from it (decision 0046), alike on every instance. */
  receiptSecret: string;
  /** Built client (dist/client); omitted in API tests. */
  clientDir?: string;
  billing?: BillingSettings;
  /** Razorpay, the development gateway, or none (payments answer 503). */
  gateway?: PaymentGateway | null;
  /** The wallet change fan-out behind /api/v1/events; created here when not given. */
  walletEvents?: WalletEvents;
  /** Session rows kept while their changes are heard; created here when not given. */
  liveSessions?: LiveSessionCache;
  /** The open /api/v1/events streams, which shutdown ends; created here when not given. */
  eventStreams?: EventStreams;
}

/** Largest JSON body any route accepts. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** The spreadsheet upload: the one route whose body may be larger — its file plus the multipart framing. */
const UPLOAD_PATH = /^\/api\/v1\/ledger\/[^/]+\/import$/;
const MAX_UPLOAD_BODY_BYTES = MAX_IMPORT_BYTES + 64 * 1024;

/** Builds the whole HTTP app without listening, so tests drive it through `app.request()`. */
export function createApp({
  db,
  auth,
  logger,
  siteInfo,
  publicUrl,
  receiptSecret,
  rateLimiters,
  trustProxy = TRUST_NO_PROXY,
  clientDir,
  billing = defaultBillingSettings,
  gateway = null,
  walletEvents,
  liveSessions = createLiveSessionCache(db, logger),
  eventStreams = createEventStreams(),
}: AppDependencies) {
  const app = new Hono<AppEnv>();
  configureBilling(db, billing);
  const schoolIds = createSchoolIdCache();
  const receiptLinks = { secret: receiptSecret, publicUrl: publicUrl.replace(/\/+$/, "") };

  // Outermost, so every response carries both, errors and /api/auth/* included.
  app.use("*", requestId());
  const inlineStyles = clientDir ? inlineStyleHashes(readFileSync(join(clientDir, "index.html"), "utf8")) : [];
  app.use(
    "*",
    securityHeaders({
      razorpayCheckout: gateway?.kind === "razorpay",
      inlineStyles,
      hsts: publicUrl.startsWith("https:"),
    }),
  );
  app.use("*", async (c, next) => {
    c.set("db", db);
    // Every log line of a request names it, as does its X-Request-Id header and a 500's envelope.
    c.set("logger", logger.child({ reqId: c.get("requestId") }));
    c.set("user", null);
    c.set("schoolIds", schoolIds);
    c.set("schoolId", null);
    c.set("userId", null);
    c.set("role", null);
    c.set("receiptLinks", receiptLinks);
    const started = performance.now();
    await next();
    // Outside Node requestId sets the header on the context; a raw Response (better-auth's) needs it too.
    if (!nodeResponseOf(c) && !c.res.headers.has("x-request-id")) c.res.headers.set("X-Request-Id", c.get("requestId"));
    if (logger.isLevelEnabled("debug")) {
      c.get("logger").debug(
        { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
        "request",
      );
    }
  });

  // Only methods that carry a body: asking a GET for its body makes the Node adapter build a full Request.
  const tooLarge = (c: Context) => c.json(errorBody(errorCodes.PAYLOAD_TOO_LARGE, "The request is too large."), 413);
  const jsonLimit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
  const uploadLimit = bodyLimit({ maxSize: MAX_UPLOAD_BODY_BYTES, onError: tooLarge });
  app.on(["POST", "PUT", "PATCH", "DELETE"], "/api/*", (c, next) =>
    (UPLOAD_PATH.test(c.req.path) ? uploadLimit : jsonLimit)(c, next),
  );

  const ipOf = (c: Context<AppEnv>) => clientIp(c, trustProxy);
  // Each start of a sign-in (popup or redirect) and each provider callback count against the caller's IP:
  // the callback exchanges a code with the provider and creates a session, so it is no cheaper to flood.
  app.on(
    ["GET", "POST"],
    ["/api/auth/sign-in/*", "/api/auth/oauth-popup/start", "/api/auth/callback/*"],
    rateLimit(rateLimiters.signIn, ipOf),
  );
  // better-auth serves its own pages (the popup completion page carries its own CSP, kept by securityHeaders).
  // Its writes (sign-out, revoke, "sign out everywhere", a changed user) end sessions: this instance
  // forgets every kept one before answering, so its next request reads the rows; others hear NOTIFY.
  app.on(["GET", "POST"], "/api/auth/*", async (c) => {
    const response = await auth.handler(c.req.raw);
    if (c.req.method === "POST") liveSessions.forgetAll();
    return response;
  });

  app.use("/api/v1/*", compressAnswers(), sameOriginWrites(publicUrl));
  // A revoked session fails on its next request here, and on other instances once NOTIFY reaches them.
  const lookUpUser = createSessionLookup(auth, db, liveSessions);
  const limitApiCalls = rateLimit(rateLimiters.api, (c) => c.get("user")?.id ?? ipOf(c));
  // An open event stream checks its caller again on every change heard to them, and ends when they are gone.
  liveSessions.onUserChanged((userId) => eventStreams.callerChanged(userId));
  const v1 = createV1Routes(siteInfo, lookUpUser, limitApiCalls, {
    gateway,
    walletEvents: walletEvents ?? createWalletEvents(db, logger),
    eventStreams,
  });
  app.route("/api/v1", v1);
  // Reached after the session guard, so an unauthenticated caller still gets 401 for any method.
  app.all("/api/*", noRouteAnswered(allowedMethods(v1.routes, "/api/v1")));

  // The public pages are HTML a parent may open on 2G: sent compressed like the API's JSON.
  app.use("/r/*", compressAnswers(["text/html"]));
  app.use("/p/*", compressAnswers(["text/html"]));
  // A receipt's public page: per IP, all requests count — a parent or inspector checking receipts never
  // reaches the limit, someone trying codes does.
  const receiptChecks =
    rateLimiters.receiptChecks ?? new RateLimiterMemory({ points: RECEIPT_CHECKS_PER_MIN, duration: 60 });
  app.route("/", receiptVerifyRoutes(rateLimit(receiptChecks, ipOf)));
  // A family's parent page (issue 29): only wrong codes count, so a parent reloading is never refused;
  // on PostgreSQL every instance adds to the same count.
  const wrongFamilyCodes =
    rateLimiters.wrongFamilyCodes ?? new RateLimiterMemory({ points: WRONG_FAMILY_CODES_PER_MIN, duration: 60 });
  app.route("/", familyPageRoutes(ipOf, wrongFamilyCodes));

  if (isDevelopmentGateway(gateway)) {
    const deliver = (rawBody: string, headers: Record<string, string>) =>
      Promise.resolve(app.request("/api/v1/payments/webhook", { method: "POST", body: rawBody, headers }));
    app.route(DEV_PAY_MOUNT_PATH, createDevPayRoutes(gateway, deliver, logger, { lookUpUser, publicUrl }));
  }
  // Without the development gateway (production, or Razorpay configured) /dev-pay is nothing, not the app shell.
  app.all(`${DEV_PAY_MOUNT_PATH}/*`, (c) => c.json(errorBody(errorCodes.NOT_FOUND, "Not found"), 404));
  app.all(DEV_PAY_MOUNT_PATH, (c) => c.json(errorBody(errorCodes.NOT_FOUND, "Not found"), 404));

  if (clientDir) serveClient(app, clientDir);

  app.notFound((c) => c.json(errorBody(errorCodes.NOT_FOUND, "Not found"), 404));
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;

function isDevelopmentGateway(gateway: PaymentGateway | null): gateway is DevelopmentGateway {
  return gateway?.kind === "development";
}
