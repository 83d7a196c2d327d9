import { z } from "zod";
import type { SiteInfo } from "../shared/api/site-info";
import { parseTrustProxy, type TrustProxy } from "./http/client-ip";
import type { BillingSettings } from "./services/billing/billing-settings";
import { StartupError } from "./startup-error";

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().optional(),
    /** Public origin the browser uses, e.g. https://bahi.example.in; defaults to http://localhost:PORT. */
    BETTER_AUTH_URL: z.url().optional(),
    BETTER_AUTH_SECRET: z.string().min(32, "BETTER_AUTH_SECRET must be at least 32 characters").optional(),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: z.string().optional(),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    GOOGLE_DISCOVERY_URL: z.url().default("https://accounts.google.com/.well-known/openid-configuration"),
    DEV_IDP_ENABLED: z.enum(["true", "false"]).optional(),
    /** API calls one signed-in user may make per minute, over all instances (429 beyond). */
    RATE_LIMIT_API_PER_MIN: z.coerce.number().int().min(1).default(1200),
    /** Sign-in attempts one client IP may start per minute. */
    RATE_LIMIT_SIGN_IN_PER_MIN: z.coerce.number().int().min(1).default(20),
    /** The proxies whose X-Forwarded-For names the client; unset believes no header (see parseTrustProxy). */
    TRUST_PROXY: z
      .string()
      .optional()
      .superRefine((value, context) => {
        try {
          parseTrustProxy(value);
        } catch (error) {
          context.addIssue({
            code: "custom",
            message: `use true, a number of proxies, or a comma-separated list of proxy addresses/CIDRs (${(error as Error).message})`,
          });
        }
      }),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    SUPPORT_PHONE: z.string().default("+91 90000 00000"),
    SUPPORT_EMAIL: z.email().default("support@bahi.example"),
    SUPPORT_ADDRESS: z.string().default("Main Road, Dumra, Sitamarhi, Bihar 843301, India"),
    /** off: a self-hosted school pays nothing — no coins, no badge, no plan pages. */
    BILLING: z.enum(["on", "off"]).default("on"),
    BILLING_TRIAL_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
    BILLING_WELCOME_COINS: z.coerce.number().int().min(0).max(100_000).default(20),
    /** The hourly posting of due fee plans; off unless asked for when NODE_ENV=test. */
    FEE_PLAN_SCHEDULER: z.enum(["on", "off"]).optional(),
    RAZORPAY_KEY_ID: z.string().optional(),
    RAZORPAY_KEY_SECRET: z.string().optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  })
  .refine((env) => !env.RAZORPAY_KEY_ID || (env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET), {
    message: "RAZORPAY_KEY_ID needs RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET",
    path: ["RAZORPAY_KEY_ID"],
  })
  // Outside production the two secrets alone sign for the development gateway; in production they
  // would leave every payment answering 503, so the missing key id is named at start instead.
  .refine(
    (env) =>
      env.NODE_ENV !== "production" || env.RAZORPAY_KEY_ID || !(env.RAZORPAY_KEY_SECRET || env.RAZORPAY_WEBHOOK_SECRET),
    {
      message: "RAZORPAY_KEY_ID is required in production when RAZORPAY_KEY_SECRET or RAZORPAY_WEBHOOK_SECRET is set",
      path: ["RAZORPAY_KEY_ID"],
    },
  )
  .refine((env) => Boolean(env.GOOGLE_CLIENT_ID) === Boolean(env.GOOGLE_CLIENT_SECRET), {
    message: "Set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither",
    path: ["GOOGLE_CLIENT_ID"],
  })
  .refine((env) => env.NODE_ENV !== "production" || env.BETTER_AUTH_SECRET, {
    message: "BETTER_AUTH_SECRET is required in production (32+ random characters)",
    path: ["BETTER_AUTH_SECRET"],
  });

export type Env = z.infer<typeof envSchema> & {
  databaseUrl: string;
  baseUrl: string;
  host: string;
  googleConfigured: boolean;
  feePlanScheduler: boolean;
  trustProxy: TrustProxy;
};

/** The one place that reads process.env; everything else receives the parsed, typed result. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const first = parsed.error.issues[0]!;
    throw new StartupError(`Configuration error: ${first.path.join(".")}: ${first.message}`);
  }
  const env = parsed.data;
  return {
    ...env,
    databaseUrl: env.DATABASE_URL || `pglite:${env.DATA_DIR.replace(/\/$/, "")}/db`,
    baseUrl: (env.BETTER_AUTH_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    // Loopback by default on a desk machine; all interfaces in production behind a load balancer.
    host: env.HOST ?? (env.NODE_ENV === "production" ? "0.0.0.0" : "127.0.0.1"),
    googleConfigured: Boolean(env.GOOGLE_CLIENT_ID),
    // Tests post fee plans when they choose to, never behind a test's back.
    feePlanScheduler: (env.FEE_PLAN_SCHEDULER ?? (env.NODE_ENV === "test" ? "off" : "on")) === "on",
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}

export function billingFrom(env: Env): BillingSettings {
  return { enabled: env.BILLING === "on", trialDays: env.BILLING_TRIAL_DAYS, welcomeCoins: env.BILLING_WELCOME_COINS };
}

export function siteInfoFrom(env: Env): SiteInfo {
  return {
    legalName: "Bahi",
    supportPhone: env.SUPPORT_PHONE,
    supportEmail: env.SUPPORT_EMAIL,
    operationalAddress: env.SUPPORT_ADDRESS,
  };
}
