import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Env } from "../env";

/**
 * Production must configure BETTER_AUTH_SECRET (env.ts refuses to start without it). On a desk
 * machine a secret is generated once and kept beside the embedded database, so sessions survive restarts.
 */
export function resolveAuthSecret(env: Pick<Env, "BETTER_AUTH_SECRET" | "DATA_DIR">): string {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  const path = join(env.DATA_DIR, "auth-secret");
  if (existsSync(path)) return readFileSync(path, "utf8").trim();
  mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}
