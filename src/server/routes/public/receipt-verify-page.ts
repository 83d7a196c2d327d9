import { Hono, type MiddlewareHandler } from "hono";
import type { AppEnv } from "../../http/app-env";
import { findVerifiedReceipt } from "../../services/receipt-verify/find-verified-receipt";
import { PAGE_CSP, unknownReceiptPage, verifiedReceiptPage } from "./receipt-verify-html";

/**
 * GET /r/{code}: the public page a receipt's QR code opens (issue 28). No sign-in; every answer —
 * the 429 of `limitPerIp` included — is noindex, never cached and under the page's own CSP. Any other
 * path under /r/ is the same 404 page as a wrong code.
 */
export function receiptVerifyRoutes(limitPerIp: MiddlewareHandler<AppEnv>) {
  return new Hono<AppEnv>()
    .use("/r/*", async (c, next) => {
      await next();
      c.res.headers.set("X-Robots-Tag", "noindex");
      c.res.headers.set("Cache-Control", "no-store");
      c.res.headers.set("Content-Security-Policy", PAGE_CSP);
    })
    .get("/r/:code", limitPerIp, async (c) => {
      const receipt = await findVerifiedReceipt(c.get("db"), c.req.param("code"));
      return receipt ? c.html(verifiedReceiptPage(receipt)) : c.html(unknownReceiptPage(), 404);
    })
    .all("/r/*", (c) => c.html(unknownReceiptPage(), 404));
}
