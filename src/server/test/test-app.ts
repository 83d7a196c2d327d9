import { testUtils } from "better-auth/plugins";
import pino from "pino";
import { createApp } from "../app";
import { createAuth } from "../auth/create-auth";
import type { Database } from "../db/database";

/**
 * The real app over a test database, with better-auth's testUtils plugin so tests sign users in
 * through real sessions (real cookies) without an identity provider round trip.
 */
export function createTestApp(db: Database) {
  const logger = pino({ level: "silent" });
  const auth = createAuth({
    db,
    baseUrl: "http://localhost:3000",
    secret: "test-secret-test-secret-test-secret-42",
    google: { discoveryUrl: "http://127.0.0.1:9/none", clientId: "test", clientSecret: "test", usesDevIdentityProvider: true },
    logger,
    plugins: [testUtils()],
  });
  const siteInfo = { legalName: "Bahi", supportPhone: "+91 90000 00000", supportEmail: "support@example.com", operationalAddress: "Sitamarhi, Bihar 843301" };
  const app = createApp({ db, auth, logger, siteInfo });

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
    const headers = await context.test.getAuthHeaders({ userId: user.id });
    return { userId: user.id, headers };
  }

  /** `app.request` with a JSON body and the given session headers. */
  function call(method: string, path: string, headers?: Headers, body?: unknown) {
    const requestHeaders = new Headers(headers);
    if (body !== undefined) requestHeaders.set("content-type", "application/json");
    return app.request(path, {
      method,
      headers: requestHeaders,
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
  }

  return { app, auth, signIn, call };
}
