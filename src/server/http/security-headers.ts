import { Hono, type MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { nodeResponseOf } from "./outgoing-header";

export interface SecurityHeaderOptions {
  razorpayCheckout?: boolean;
  inlineStyles?: string[];
  /** Strict-Transport-Security only when the public URL is https: over plain http it would mislead. */
  hsts?: boolean;
}

/**
 * The same security headers on every response: the API, /api/auth/*, health and the client. A
 * response's own header of the same name wins (better-auth's popup completion page sends a CSP with
 * the hash of its one inline script).
 *
 * Under Node they are set once per request on Node's response, before the app answers:
 * @hono/node-server's `writeHead` lays the response's own headers over them. Hono's middleware,
 * which sets them on the answer's fetch `Headers` one by one (each validated, then the whole list
 * sorted when written out), was ~2% of the server's CPU on the student page; it still serves
 * requests outside Node (tests' `app.request`), and is where the set comes from.
 */
export function securityHeaders(options: SecurityHeaderOptions = {}): MiddlewareHandler {
  const onFetchHeaders = honoSecurityHeaders(options);
  let pairs: readonly (readonly [string, string])[] | undefined;
  return async (c, next) => {
    const outgoing = nodeResponseOf(c);
    if (!outgoing) return onFetchHeaders(c, next);
    pairs ??= await securityHeaderPairs(options);
    for (const [name, value] of pairs) outgoing.setHeader(name, value);
    await next();
  };
}

/**
 * Hono's middleware with our set. `overwrite: false` keeps a response's own stricter policy.
 */
function honoSecurityHeaders({ razorpayCheckout = false, inlineStyles = [], hsts = false }: SecurityHeaderOptions) {
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
  const probe = new Hono().use(honoSecurityHeaders(options)).all("*", (c) => c.body(null, 204));
  return [...(await probe.request("/")).headers];
}
