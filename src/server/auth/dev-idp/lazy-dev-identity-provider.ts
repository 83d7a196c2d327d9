import type { Logger } from "pino";
import type { DevIdentityProvider, DevIdentityProviderOptions } from "./create-dev-identity-provider";
import { mountPathOf } from "./mount-path";

/**
 * The development identity provider, imported and built on its first request, so the server
 * answers before oidc-provider and Koa are loaded. Requests that arrive while it is being built
 * wait for it; a build that fails answers 500 and is tried again on the next request. Every response
 * starts with `headers` (the app's security headers); a page that sets its own stricter CSP keeps it.
 */
export function lazyDevIdentityProvider(
  options: DevIdentityProviderOptions,
  logger: Logger,
  headers: readonly (readonly [string, string])[] = [],
): DevIdentityProvider {
  let building: Promise<DevIdentityProvider> | undefined;
  const provider = () =>
    (building ??= import("./create-dev-identity-provider")
      .then(({ createDevIdentityProvider }) => createDevIdentityProvider(options))
      .catch((error: unknown) => {
        building = undefined;
        throw error;
      }));
  return {
    mountPath: mountPathOf(options.issuer),
    handle(req, res) {
      for (const [name, value] of headers) res.setHeader(name, value);
      // Returned so the server's shutdown waits for it like any other request.
      return provider().then(
        (built) => built.handle(req, res),
        (error: unknown) => {
          logger.error({ err: error }, "the development identity provider could not start");
          res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
          res.end("The development sign-in could not start; see the server log.");
        },
      );
    },
  };
}
