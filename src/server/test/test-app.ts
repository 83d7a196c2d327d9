import { testUtils } from "better-auth/plugins";
import pino, { type Logger } from "pino";
import { RateLimiterMemory } from "rate-limiter-flexible";
import { createApp } from "../app";
import { createAuth } from "../auth/create-auth";
import type { LiveSessionCache } from "../auth/live-session-cache";
import type { Database } from "../db/database";
import type { TrustProxy } from "../http/client-ip";
import type { RateLimiters } from "../http/rate-limit";
import { defaultBillingSettings, type BillingSettings } from "../services/billing/billing-settings";
import type { WalletEvents } from "../services/billing/create-wallet-events";
import { createDevelopmentGateway } from "../services/payments/development-gateway";
import type { PaymentGateway } from "../services/payments/payment-gateway";

/** Known secrets, so tests sign payments and webhooks exactly as the gateway would. */
export const TEST_PAYMENT_SECRETS = { keySecret: "test-key-secret", webhookSecret: "test-webhook-secret" };

export interface TestAppOptions {
  billing?: BillingSettings;
  /** Defaults to the development gateway with TEST_PAYMENT_SECRETS; null for none. */
  gateway?: PaymentGateway | null;
  walletEvents?: WalletEvents;
  logger?: Logger;
  /** Defaults to limits far above what any test sends; the rate-limit test passes its own. */
  rateLimiters?: RateLimiters;
  /** TRUST_PROXY's meaning; none by default, so X-Forwarded-For names no client. */
  trustProxy?: TrustProxy;
  /** A built client's folder, for tests of the pages the app serves. */
  clientDir?: string;
  /** The app's kept sessions, for tests that must know when it is listening. */
  liveSessions?: LiveSessionCache;
}

export const TEST_PUBLIC_URL = "http://localhost:3000";

/** The session secret of test apps; a server process started with it accepts their sessions. */
export const TEST_AUTH_SECRET = "test-secret-test-secret-test-secret-42";

/**
 * The real app over a test database, with better-auth's testUtils plugin so tests sign users in
 * through real sessions (real cookies) without an identity provider round trip.
 */
/** Limits far above what any test sends. */
const generousLimits = (): RateLimiters => ({
  signIn: new RateLimiterMemory({ points: 100_000, duration: 60 }),
  api: new RateLimiterMemory({ points: 100_000, duration: 60 }),
});

export function createTestApp(db: Database, options: TestAppOptions = {}) {
  // TEST_LOG=error shows a failing request's server error while debugging.
  const logger = options.logger ?? pino({ level: process.env.TEST_LOG ?? "silent" });
  const rateLimiters = options.rateLimiters ?? generousLimits();
  const auth = createAuth({
    db,
    baseUrl: TEST_PUBLIC_URL,
    secret: TEST_AUTH_SECRET,
    google: {
      discoveryUrl: "http://127.0.0.1:9/none",
      clientId: "test",
      clientSecret: "test",
      usesDevIdentityProvider: true,
    },
    logger,
    plugins: [testUtils()],
  });
  const siteInfo = {
    legalName: "Bahi",
    supportPhone: "+91 90000 00000",
    supportEmail: "support@example.com",
    operationalAddress: "Sitamarhi, Bihar 843301",
  };
  const gateway = options.gateway === undefined ? createDevelopmentGateway(TEST_PAYMENT_SECRETS) : options.gateway;
  const app = createApp({
    db,
    auth,
    logger,
    siteInfo,
    publicUrl: TEST_PUBLIC_URL,
    receiptSecret: TEST_AUTH_SECRET,
    rateLimiters,
    trustProxy: options.trustProxy,
    billing: options.billing ?? defaultBillingSettings,
    gateway,
    walletEvents: options.walletEvents,
    clientDir: options.clientDir,
    liveSessions: options.liveSessions,
  });

  /** Creates a user and returns the request headers of a signed-in session for them. */
  async function signIn(email = `user-${crypto.randomUUID()}@example.com`, name = "Test Director") {
    const context = (await auth.$context) as unknown as {
      test: {
        createUser(o: object): { id: string };
        saveUser(u: object): Promise<{ id: string }>;
        getAuthHeaders(o: { userId: string }): Promise<Headers>;
      };
    };
    const user = await context.test.saveUser(context.test.createUser({ email, name }));
    return { userId: user.id, headers: await signInAgain(user.id) };
  }

  /** Another session (another device) for an existing user. */
  async function signInAgain(userId: string): Promise<Headers> {
    const context = (await auth.$context) as unknown as {
      test: { getAuthHeaders(o: { userId: string }): Promise<Headers> };
    };
    return context.test.getAuthHeaders({ userId });
  }

  /** `app.request` with a JSON body (or a FormData or Blob one) and the given session headers. */
  function call(method: string, path: string, headers?: Headers, body?: unknown) {
    const requestHeaders = new Headers(headers);
    // FormData goes as multipart, a Blob (a photo) as itself with its own type.
    if (body instanceof FormData || body instanceof Blob)
      return app.request(path, { method, headers: requestHeaders, body });
    if (body !== undefined) requestHeaders.set("content-type", "application/json");
    return app.request(path, {
      method,
      headers: requestHeaders,
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
  }

  return { app, auth, signIn, signInAgain, call, gateway };
}
