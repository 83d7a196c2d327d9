import { secureHeaders } from "hono/secure-headers";

/**
 * The same security headers on every response: the API, /api/auth/*, health and the client.
 * `overwrite: false` keeps a response's own stricter policy (better-auth's popup completion page
 * sends a CSP with the hash of its one inline script).
 */
export function securityHeaders({ razorpayCheckout = false }: { razorpayCheckout?: boolean } = {}) {
  return secureHeaders({
  overwrite: false,
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Kept: sonner (its toast CSS) and Radix dialogs (react-remove-scroll via react-style-singleton)
    // insert <style> elements at run time, which a style-src without 'unsafe-inline' would block.
    // Scripts stay 'self' only, which is what keeps injected markup from running.
    styleSrc: ["'self'", "'unsafe-inline'"],
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
    ...(razorpayCheckout ? { scriptSrc: ["'self'", "https://checkout.razorpay.com"], frameSrc: ["https://api.razorpay.com"] } : {}),
  },
  crossOriginOpenerPolicy: "same-origin-allow-popups",
  });
}
