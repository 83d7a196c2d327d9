import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readEnv } from "../../src/server/env";
import { startServer } from "../../src/server/start-server";

/** The real server on the built client and a brand-new embedded database, for one Playwright run. No premium trial, so the badge shows coins that journeys can watch change. */
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = mkdtempSync(join(tmpdir(), "bahi-e2e-"));
// Every spec signs in from this one IP, several users a minute, each costing a start and a callback
// against the per-IP sign-in limit; the limit itself is tested in src/server/http/rate-limit.test.ts.
const server = await startServer(
  readEnv({
    NODE_ENV: "test",
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    BILLING_TRIAL_DAYS: "0",
    BETTER_AUTH_URL: `http://localhost:${port}`,
    RATE_LIMIT_SIGN_IN_PER_MIN: "200",
  }),
);
process.once("SIGTERM", () => void server.close().then(() => process.exit(0)));
process.once("SIGINT", () => void server.close().then(() => process.exit(0)));
