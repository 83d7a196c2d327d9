import { getRequestListener } from "@hono/node-server";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { fileURLToPath } from "node:url";
import pino from "pino";
import { createApp } from "./app";
import { RECEIPT_CHECKS_PER_MIN } from "./http/rate-limit";
import { createLiveSessionCache, type LiveSessionCache } from "./auth/live-session-cache";
import { resolveAuthSecret } from "./auth/auth-secret";
import { createAuth } from "./auth/create-auth";
import { assertDevIdentityProviderAllowed } from "./auth/dev-idp/assert-dev-identity-provider-allowed";
import { lazyDevIdentityProvider } from "./auth/dev-idp/lazy-dev-identity-provider";
import { DEV_IDP_MOUNT_PATH, googleProviderSettings } from "./auth/google-provider";
import { connectDatabase, type DatabaseConnection } from "./db/connect";
import { settleUnsettledStudents } from "./services/allocations/settle-unsettled-students";
import { createEventStreams, type EventStreams } from "./http/event-streams";
import { createRateLimiter, createSharedCounter } from "./db/rate-limit-store";
import { WRONG_FAMILY_CODES_PER_MIN } from "./routes/public/family-page";
import { securityHeaderPairs } from "./http/security-headers";
import { billingFrom, siteInfoFrom, type Env } from "./env";
import { selectPaymentGateway } from "./payments/select-payment-gateway";
import { createWalletEvents, type WalletEvents } from "./services/billing/create-wallet-events";
import { startFeePlanScheduler } from "./services/fee-plans/fee-plan-scheduler";
import { StartupError } from "./startup-error";

const defaultClientDir = fileURLToPath(new URL("../../dist/client", import.meta.url));

export interface RunningServer {
  url: string;
  /** What main.ts tells a person who just ran `npm start`. */
  summary: string;
  port: number;
  close(): Promise<void>;
}

/** Connects the database, wires auth and the app, and listens; every failure is a StartupError line. */
export async function startServer(env: Env, clientDir = defaultClientDir): Promise<RunningServer> {
  const logger = pino({ level: env.LOG_LEVEL, base: undefined });
  if (!env.googleConfigured) assertDevIdentityProviderAllowed(env);
  const connection = await connectDatabase(env.databaseUrl);

  // Listen before building auth: better-auth fetches the provider's discovery document as it
  // initialises, and in development that provider is this very server. Early requests wait.
  let handler: RequestHandler | undefined;
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const inFlight = new InFlightRequests();
  // Both hold a LISTEN on the database, released before it closes; the event streams are ended first.
  const listeners = {
    walletEvents: createWalletEvents(connection.db, logger),
    liveSessions: createLiveSessionCache(connection.db, logger),
    eventStreams: createEventStreams(),
  };
  const server = createServer((req, res) => {
    inFlight.track(handler ? handler(req, res) : ready.then(() => handler!(req, res)));
  });
  try {
    await listen(server, env.PORT, env.host);
    handler = await buildRequestHandler(env, connection, logger, clientDir, listeners);
    // Allocations are read as they are (statement, receipts, the 80C certificate): rows from before
    // they existed are settled before the first request is answered (decision 0045).
    const settled = await settleUnsettledStudents(connection.db);
    if (settled > 0) logger.info({ students: settled }, "settled payments written before allocations");
    markReady();
  } catch (error) {
    server.close();
    await connection.close();
    throw error;
  }

  const feePlanScheduler = env.feePlanScheduler ? startFeePlanScheduler(connection.db, logger) : null;
  const port = (server.address() as { port: number }).port;
  logger.info(
    {
      url: env.baseUrl,
      port,
      database: connection.kind,
      signIn: env.googleConfigured ? "Google" : "development identity provider",
    },
    "Bahi is running",
  );
  const summary = `Bahi is ready at ${env.baseUrl} (${connection.kind === "pglite" ? `embedded database in ${env.DATA_DIR}` : "PostgreSQL"}; sign-in: ${env.googleConfigured ? "Google" : "development identity provider"})`;
  return {
    url: `http://${env.host}:${port}`,
    summary,
    port,
    async close() {
      // Stop accepting, let requests under way finish (a client may have hung up mid-request), then
      // release the database they use. An event stream never finishes by itself: it is told to
      // end, and its client to come back after the restart.
      listeners.eventStreams.endAll();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await Promise.race([inFlight.drained(), delay(SHUTDOWN_GRACE_MS)]);
      // Keep-alive connections whose last response has just finished would otherwise stay open
      // until their timeout (about 4 s after an event stream ended).
      server.closeIdleConnections();
      await Promise.race([closed, delay(IDLE_CLOSE_MS)]);
      server.closeAllConnections();
      await feePlanScheduler?.stop();
      await listeners.walletEvents.close();
      await listeners.liveSessions.close();
      await connection.close();
    },
  };
}

/** `/dev-idp/*` goes to the development identity provider (when there is one), all else to Hono. */
async function buildRequestHandler(
  env: Env,
  connection: DatabaseConnection,
  logger: pino.Logger,
  clientDir: string,
  listeners: { walletEvents: WalletEvents; liveSessions: LiveSessionCache; eventStreams: EventStreams },
): Promise<RequestHandler> {
  // Both halves of the development sign-in live in this process, so a per-process secret suffices.
  const devClientSecret = randomBytes(24).toString("base64url");
  const google = googleProviderSettings(env, devClientSecret);
  // Built on its first request, which is better-auth's discovery fetch as it initialises, once the
  // server already answers: oidc-provider and Koa (~0.4 s) stay off the path to the first 200.
  // Production with Google never imports them at all.
  const devIdp = google.usesDevIdentityProvider
    ? lazyDevIdentityProvider(
        {
          issuer: `${env.baseUrl}${DEV_IDP_MOUNT_PATH}`,
          clientId: google.clientId,
          clientSecret: devClientSecret,
          redirectUris: [`${env.baseUrl}/api/auth/callback/google`],
        },
        logger,
        await securityHeaderPairs({ hsts: env.baseUrl.startsWith("https:") }),
      )
    : null;
  const { db } = connection;
  const rateLimiters = {
    signIn: createRateLimiter(connection, {
      keyPrefix: "sign-in",
      points: env.RATE_LIMIT_SIGN_IN_PER_MIN,
      durationSeconds: 60,
    }),
    api: createRateLimiter(connection, { keyPrefix: "api", points: env.RATE_LIMIT_API_PER_MIN, durationSeconds: 60 }),
    receiptChecks: createRateLimiter(connection, {
      keyPrefix: "receipt-check",
      points: RECEIPT_CHECKS_PER_MIN,
      durationSeconds: 60,
    }),
    wrongFamilyCodes: createSharedCounter(connection, {
      keyPrefix: "wrong-family-code",
      points: WRONG_FAMILY_CODES_PER_MIN,
      durationSeconds: 60,
    }),
  };
  const secret = resolveAuthSecret(env);
  const auth = createAuth({ db, baseUrl: env.baseUrl, secret, google, logger });
  const app = createApp({
    db,
    auth,
    logger,
    siteInfo: siteInfoFrom(env),
    publicUrl: env.baseUrl,
    receiptSecret: secret,
    rateLimiters,
    trustProxy: env.trustProxy,
    clientDir: existsSync(clientDir) ? clientDir : undefined,
    billing: billingFrom(env),
    gateway: selectPaymentGateway(env),
    ...listeners,
  });
  const honoListener = getRequestListener(app.fetch);
  return (req, res) => {
    if (devIdp && req.url?.startsWith(devIdp.mountPath)) return devIdp.handle(req, res);
    return honoListener(req, res);
  };
}

/** Like node's RequestListener, but may return the promise of its work (Hono's listener does). */
type RequestHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

const SHUTDOWN_GRACE_MS = 10_000;
/** Once no request is under way, how long a connection gets to close by itself before it is cut. */
const IDLE_CLOSE_MS = 1_000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Counts handlers still running, so shutdown can wait for them before closing the database. A
 * response's "close" is not enough: it fires when the client hangs up, while the handler still queries.
 */
class InFlightRequests {
  private count = 0;
  private waiters: (() => void)[] = [];

  track(handling: unknown) {
    this.count++;
    void Promise.resolve(handling)
      .catch(() => {})
      .finally(() => {
        this.count--;
        if (this.count === 0) for (const wake of this.waiters.splice(0)) wake();
      });
  }

  drained(): Promise<void> {
    return this.count === 0 ? Promise.resolve() : new Promise((resolve) => this.waiters.push(resolve));
  }
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE")
        reject(new StartupError(`Port ${port} is already in use; stop the other program or set PORT to another port.`));
      else if (error.code === "EACCES")
        reject(new StartupError(`Not allowed to listen on port ${port}; set PORT to a port above 1024.`));
      else reject(error);
    });
    server.listen(port, host, () => resolve());
  });
}
