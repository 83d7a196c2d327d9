import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readEnv } from "../env";
import { selectPaymentGateway } from "./select-payment-gateway";

const dataDir = () => mkdtempSync(join(tmpdir(), "bahi-pay-"));

describe("selectPaymentGateway", () => {
  it("has no gateway in production without Razorpay keys", () => {
    expect(
      selectPaymentGateway(
        readEnv({ NODE_ENV: "production", BETTER_AUTH_SECRET: "x".repeat(32), DATA_DIR: dataDir() }),
      ),
    ).toBeNull();
  });

  it("uses Razorpay whenever its key id is set, and requires both secrets with it", () => {
    const env = readEnv({
      NODE_ENV: "production",
      BETTER_AUTH_SECRET: "x".repeat(32),
      RAZORPAY_KEY_ID: "rzp_live_1",
      RAZORPAY_KEY_SECRET: "k",
      RAZORPAY_WEBHOOK_SECRET: "w",
    });
    expect(selectPaymentGateway(env)).toMatchObject({
      kind: "razorpay",
      keyId: "rzp_live_1",
      keySecret: "k",
      webhookSecret: "w",
    });
    expect(() => readEnv({ RAZORPAY_KEY_ID: "rzp_test_1" })).toThrow(/RAZORPAY_KEY_SECRET/);
  });

  it("runs the development gateway outside production, with secrets generated once into DATA_DIR", () => {
    const dir = dataDir();
    const first = selectPaymentGateway(readEnv({ DATA_DIR: dir }))!;
    const second = selectPaymentGateway(readEnv({ DATA_DIR: dir }))!;
    expect(first.kind).toBe("development");
    expect(second.keySecret).toBe(first.keySecret);
    expect(readFileSync(join(dir, "dev-pay-webhook-secret"), "utf8")).toBe(first.webhookSecret);
    expect(first.keySecret).not.toBe(first.webhookSecret);
  });

  it("signs with the Razorpay secrets when they are set without a key id", () => {
    const gateway = selectPaymentGateway(
      readEnv({ DATA_DIR: dataDir(), RAZORPAY_KEY_SECRET: "ks", RAZORPAY_WEBHOOK_SECRET: "ws" }),
    )!;
    expect(gateway).toMatchObject({ kind: "development", keySecret: "ks", webhookSecret: "ws" });
  });

  it("has no gateway when BILLING=off", () => {
    expect(selectPaymentGateway(readEnv({ DATA_DIR: dataDir(), BILLING: "off" }))).toBeNull();
  });
});
