import { betterAuth, type BetterAuthPlugin } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { bearer, genericOAuth, oauthPopup } from "better-auth/plugins";
import type { Logger } from "pino";
import type { Database } from "../db/database";
import * as schema from "../db/schema";
import { installAuthContextStorage } from "./auth-context-storage";
import { ownSessionsOnly } from "./own-sessions-only";
import { GOOGLE_PROVIDER_ID, type GoogleProviderSettings } from "./google-provider";

export interface CreateAuthOptions {
  db: Database;
  baseUrl: string;
  secret: string;
  google: GoogleProviderSettings;
  logger: Logger;
  /** Extra plugins, e.g. better-auth's testUtils in route tests. */
  plugins?: BetterAuthPlugin[];
}

export function createAuth({ db, baseUrl, secret, google, logger, plugins = [] }: CreateAuthOptions) {
  // Its AsyncLocalStorage turned on promise hooks for the whole process; ours are released when idle (decision 0054).
  installAuthContextStorage();
  return betterAuth({
    appName: "Bahi",
    baseURL: baseUrl,
    basePath: "/api/auth",
    secret,
    database: drizzleAdapter(db, { provider: "pg", schema }),
    trustedOrigins: [baseUrl],
    // Cookies are HttpOnly and SameSite=Lax by default, and Secure whenever baseURL is https.
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // No cookie cache: every request reads the session row, so signing out or revoking a session
      // takes effect on the very next request, on every server instance.
      cookieCache: { enabled: false },
    },
    telemetry: { enabled: false },
    hooks: { before: ownSessionsOnly },
    // One joined query for session + user on every authenticated request, instead of two.
    advanced: { database: { joins: true } },
    // One log stream for the whole server: better-auth's messages go through pino too.
    logger: { log: (level, message, ...args) => logger[level]({ args }, `[auth] ${message}`) },
    plugins: [
      genericOAuth({
        config: [
          {
            providerId: GOOGLE_PROVIDER_ID,
            discoveryUrl: google.discoveryUrl,
            clientId: google.clientId,
            clientSecret: google.clientSecret,
            scopes: ["openid", "email", "profile"],
            pkce: true,
            disableProviderLogout: true,
          },
        ],
      }),
      oauthPopup(),
      bearer(),
      ...plugins,
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
