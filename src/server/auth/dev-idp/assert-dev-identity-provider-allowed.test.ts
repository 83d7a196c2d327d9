import { describe, expect, it } from "vitest";
import {
  assertDevIdentityProviderAllowed,
  DEV_IDP_DISABLED_IN_PRODUCTION_MESSAGE,
} from "./assert-dev-identity-provider-allowed";

describe("assertDevIdentityProviderAllowed", () => {
  it("allows development, test and an unset NODE_ENV", () => {
    expect(() => assertDevIdentityProviderAllowed({ NODE_ENV: "development" })).not.toThrow();
    expect(() => assertDevIdentityProviderAllowed({ NODE_ENV: "test" })).not.toThrow();
    expect(() => assertDevIdentityProviderAllowed({})).not.toThrow();
  });

  it("refuses production unless DEV_IDP_ENABLED is exactly 'true'", () => {
    expect(() => assertDevIdentityProviderAllowed({ NODE_ENV: "production" })).toThrow(
      DEV_IDP_DISABLED_IN_PRODUCTION_MESSAGE,
    );
    for (const value of ["", "false", "1", "TRUE", "yes"]) {
      expect(() => assertDevIdentityProviderAllowed({ NODE_ENV: "production", DEV_IDP_ENABLED: value })).toThrow(
        /disabled in production/,
      );
    }
  });

  it("allows production with the explicit opt-in", () => {
    expect(() => assertDevIdentityProviderAllowed({ NODE_ENV: "production", DEV_IDP_ENABLED: "true" })).not.toThrow();
  });

  it("uses a single-line message that names the fix", () => {
    expect(DEV_IDP_DISABLED_IN_PRODUCTION_MESSAGE).not.toContain("\n");
    expect(DEV_IDP_DISABLED_IN_PRODUCTION_MESSAGE).toContain("GOOGLE_CLIENT_ID");
    expect(DEV_IDP_DISABLED_IN_PRODUCTION_MESSAGE).toContain("DEV_IDP_ENABLED=true");
  });
});
