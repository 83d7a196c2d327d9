import type { Env } from "../env";

export const GOOGLE_PROVIDER_ID = "google";
export const DEV_IDP_MOUNT_PATH = "/dev-idp";

/** The development provider's client; its secret only has to match between two halves of one process. */
export const DEV_IDP_CLIENT_ID = "bahi-dev-client";

export interface GoogleProviderSettings {
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
  usesDevIdentityProvider: boolean;
}

/**
 * Real Google when a client is configured; otherwise the in-process development provider, reached
 * by the very same genericOAuth code path, only with another discovery URL.
 */
export function googleProviderSettings(env: Env, devClientSecret: string): GoogleProviderSettings {
  if (env.googleConfigured) {
    return {
      discoveryUrl: env.GOOGLE_DISCOVERY_URL,
      clientId: env.GOOGLE_CLIENT_ID!,
      clientSecret: env.GOOGLE_CLIENT_SECRET!,
      usesDevIdentityProvider: false,
    };
  }
  return {
    discoveryUrl: `${env.baseUrl}${DEV_IDP_MOUNT_PATH}/.well-known/openid-configuration`,
    clientId: DEV_IDP_CLIENT_ID,
    clientSecret: devClientSecret,
    usesDevIdentityProvider: true,
  };
}
