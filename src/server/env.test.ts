import { describe, expect, it } from "vitest";
import { readEnv } from "./env";
import { StartupError } from "./startup-error";

const PRODUCTION = { NODE_ENV: "production", BETTER_AUTH_SECRET: "s".repeat(32) } as const;

/** The one line a bad setting stops the server with, or null when the settings are accepted. */
function refusal(source: Record<string, string>): string | null {
  try {
    readEnv(source);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(StartupError);
    return (error as Error).message;
  }
}

describe("readEnv: TRUST_PROXY", () => {
  it("believes no proxy when unset", () => {
    expect(readEnv({}).trustProxy("10.0.0.1", 0)).toBe(false);
  });

  it("reads true, a number and a list of addresses and CIDRs", () => {
    expect(readEnv({ TRUST_PROXY: "true" }).trustProxy("203.0.113.7", 0)).toBe(true);
    expect(readEnv({ TRUST_PROXY: "true" }).trustProxy("10.0.0.1", 1)).toBe(false);
    expect(readEnv({ TRUST_PROXY: "2" }).trustProxy("203.0.113.7", 1)).toBe(true);
    const list = readEnv({ TRUST_PROXY: "10.0.0.1, 172.16.0.0/12" }).trustProxy;
    expect([list("10.0.0.1", 0), list("::ffff:172.31.0.9", 1), list("192.168.0.1", 0)]).toEqual([true, true, false]);
  });

  it("stops the server with one line naming TRUST_PROXY for a value it cannot read", () => {
    for (const value of ["yes", "10.0.0.0/40", "10.0.0.1,"]) {
      const message = refusal({ TRUST_PROXY: value });
      expect(message).toMatch(/^Configuration error: TRUST_PROXY: use true, a number of proxies, or a comma-separated/);
      expect(message).not.toContain("\n");
    }
  });
});

describe("readEnv: payment settings", () => {
  it("refuses, in production, the Razorpay secrets without RAZORPAY_KEY_ID, naming it", () => {
    const cases: Record<string, string>[] = [
      { RAZORPAY_KEY_SECRET: "key-secret", RAZORPAY_WEBHOOK_SECRET: "webhook-secret" },
      { RAZORPAY_KEY_SECRET: "key-secret" },
      { RAZORPAY_WEBHOOK_SECRET: "webhook-secret" },
    ];
    for (const secrets of cases) {
      expect(refusal({ ...PRODUCTION, ...secrets })).toBe(
        "Configuration error: RAZORPAY_KEY_ID: RAZORPAY_KEY_ID is required in production when RAZORPAY_KEY_SECRET or RAZORPAY_WEBHOOK_SECRET is set",
      );
    }
  });

  it("keeps the two secrets alone meaning the development gateway outside production", () => {
    const secrets = { RAZORPAY_KEY_SECRET: "key-secret", RAZORPAY_WEBHOOK_SECRET: "webhook-secret" };
    expect(refusal({ NODE_ENV: "development", ...secrets })).toBeNull();
    expect(refusal({ NODE_ENV: "test", ...secrets })).toBeNull();
  });

  it("accepts production with all three Razorpay settings, or none", () => {
    expect(refusal({ ...PRODUCTION })).toBeNull();
    expect(
      refusal({
        ...PRODUCTION,
        RAZORPAY_KEY_ID: "rzp_live_x",
        RAZORPAY_KEY_SECRET: "key-secret",
        RAZORPAY_WEBHOOK_SECRET: "webhook-secret",
      }),
    ).toBeNull();
  });
});
