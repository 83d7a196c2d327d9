import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./app-env";
import { setOutgoingHeader } from "./outgoing-header";
import { requestHeader } from "./request-header";

const MAX_LENGTH = 255;
const UNSAFE = /[^\w\-=]/;

/**
 * hono/request-id's behaviour (a caller's X-Request-Id of at most 255 word characters, "-" and "="
 * is kept, anything else gets a fresh UUID; set as `requestId` and echoed in the response header),
 * with the header read through `requestHeader`: hono's own reading built a fetch `Headers` of the
 * whole request for it on every request. The header is set through `setOutgoingHeader`, so every
 * response carries it, a raw one (better-auth's) included.
 */
export function requestId() {
  return createMiddleware<AppEnv>(async (c, next) => {
    let id = requestHeader(c, "x-request-id");
    if (!id || id.length > MAX_LENGTH || UNSAFE.test(id)) id = crypto.randomUUID();
    c.set("requestId", id);
    setOutgoingHeader(c, "X-Request-Id", id);
    await next();
  });
}
