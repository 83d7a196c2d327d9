import type { Env } from "../env";
import { readOrCreateSecret } from "../generated-secret";

/**
 * Production must configure BETTER_AUTH_SECRET (env.ts refuses to start without it). On a desk
 * machine a secret is generated once and kept beside the embedded database, so sessions survive restarts.
 */
export function resolveAuthSecret(env: Pick<Env, "BETTER_AUTH_SECRET" | "DATA_DIR">): string {
  return env.BETTER_AUTH_SECRET ?? readOrCreateSecret(env.DATA_DIR, "auth-secret");
}
