import { describe, expect, it } from "vitest";
import { readEnv } from "../env";
import { googleProviderSettings } from "./google-provider";

describe("googleProviderSettings", () => {
  it("uses Google's discovery document when a Google client is configured", () => {
    const env = readEnv({
      GOOGLE_CLIENT_ID: "id.apps.googleusercontent.com",
      GOOGLE_CLIENT_SECRET: "secret",
      PORT: "3000",
    });
    expect(googleProviderSettings(env, "unused")).toEqual({
      discoveryUrl: "https://accounts.google.com/.well-known/openid-configuration",
      clientId: "id.apps.googleusercontent.com",
      clientSecret: "secret",
      usesDevIdentityProvider: false,
    });
  });

  it("falls back to the in-process development provider on the app's own origin", () => {
    const env = readEnv({ PORT: "4100" });
    expect(googleProviderSettings(env, "dev-secret")).toMatchObject({
      discoveryUrl: "http://localhost:4100/dev-idp/.well-known/openid-configuration",
      clientSecret: "dev-secret",
      usesDevIdentityProvider: true,
    });
  });
});

describe("readEnv", () => {
  it("defaults to the embedded database under ./data and loopback outside production", () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      databaseUrl: "pglite:./data/db",
      host: "127.0.0.1",
      baseUrl: "http://localhost:3000",
      PORT: 3000,
    });
  });

  it("listens on all interfaces in production and honours DATABASE_URL and BETTER_AUTH_URL", () => {
    const env = readEnv({
      NODE_ENV: "production",
      BETTER_AUTH_SECRET: "s".repeat(32),
      DATABASE_URL: "postgres://u@db:5432/bahi",
      BETTER_AUTH_URL: "https://bahi.example.in/",
      GOOGLE_CLIENT_ID: "a",
      GOOGLE_CLIENT_SECRET: "b",
    });
    expect(env).toMatchObject({
      host: "0.0.0.0",
      databaseUrl: "postgres://u@db:5432/bahi",
      baseUrl: "https://bahi.example.in",
    });
  });

  it("refuses half a Google client and a bad port with one clear message", () => {
    expect(() => readEnv({ GOOGLE_CLIENT_ID: "a" })).toThrow(
      "Configuration error: GOOGLE_CLIENT_ID: Set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither",
    );
    expect(() => readEnv({ PORT: "http" })).toThrow(/^Configuration error: PORT:/);
  });
});
