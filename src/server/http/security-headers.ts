import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";

export interface SecurityHeaderOptions {
  razorpayCheckout?: boolean;
  inlineStyles?: string[];
  /** Strict-Transport-Security only when the public URL is https: over plain http it would mislead. */
  hsts?: boolean;
}

/**
 * The same security headers on every response: the API, /api/auth/*, health and the client.
 * `overwrite: false` keeps a response's own stricter policy (better-auth's popup completion page
 * sends a CSP with the hash of its one inline script).
 */
export function securityHeaders({
  razorpayCheckout = false,
  inlineStyles = [],
  hsts = false,
}: SecurityHeaderOptions = {}) {
  return secureHeaders({
    overwrite: false,
    strictTransportSecurity: hsts,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Stylesheets from our origin, plus the shell's boot-loader <style> by hash (decision 0030): the
      // client injects no <style> element (sonner's CSS is a static import, Radix's scroll lock uses a
      // constructed stylesheet) and no style attribute (React sets `style` props through the CSSOM,
      // which CSP does not govern), so neither needs 'unsafe-inline'.
      styleSrc: ["'self'", ...inlineStyles],
      // Google account photos are the one outside image the app shows.
      imgSrc: ["'self'", "data:", "blob:", "https://*.googleusercontent.com"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", "blob:"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
      // Razorpay Checkout is a script plus an iframe of Razorpay's; allowed only when Razorpay is the gateway.
      ...(razorpayCheckout
        ? { scriptSrc: ["'self'", "https://checkout.razorpay.com"], frameSrc: ["https://api.razorpay.com"] }
        : {}),
    },
    crossOriginOpenerPolicy: "same-origin-allow-popups",
  });
}

/**
 * The same headers as name/value pairs, for responses written outside Hono (the development identity
 * provider): taken from the middleware itself, so the two sets cannot drift apart.
 */
export async function securityHeaderPairs(options: SecurityHeaderOptions = {}): Promise<[string, string][]> {
  const probe = new Hono().use(securityHeaders(options)).all("*", (c) => c.body(null, 204));
  return [...(await probe.request("/")).headers];
}
