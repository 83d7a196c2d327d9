import { StartupError } from "../../startup-error";

/** The slice of the environment that decides whether the development identity provider may run. */
export interface DevIdentityProviderEnv {
  NODE_ENV?: string;
  DEV_IDP_ENABLED?: string;
}

export const DEV_IDP_DISABLED_IN_PRODUCTION_MESSAGE =
  "The development identity provider is disabled in production; configure GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or set DEV_IDP_ENABLED=true to run it anyway";

/**
 * Throws when the development identity provider would run in production without an explicit opt-in.
 * It lets anyone sign in as anyone, so a forgotten Google configuration must fail loudly instead.
 */
export function assertDevIdentityProviderAllowed(env: DevIdentityProviderEnv): void {
  if (env.NODE_ENV === "production" && env.DEV_IDP_ENABLED !== "true") {
    throw new StartupError(DEV_IDP_DISABLED_IN_PRODUCTION_MESSAGE);
  }
}
