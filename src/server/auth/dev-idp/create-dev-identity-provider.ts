import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { calculateJwkThumbprint, exportJWK, generateKeyPair } from "jose";
import Provider, { type Configuration, type JWK, type KoaContextWithOIDC, interactionPolicy } from "oidc-provider";
import oidcProviderStorage from "oidc-provider/lib/helpers/als.js";
import { releaseWhenIdle } from "../release-when-idle";
import { PAGE_CONTENT_SECURITY_POLICY, renderPlainPage } from "./account-chooser-page";
import { DevAccountStore } from "./dev-accounts";
import { handleInteraction, interactionPath, matchInteractionPath } from "./interaction-routes";
import { createMemoryAdapterFactory } from "./memory-adapter";
import { mountPathOf } from "./mount-path";

export interface DevIdentityProviderOptions {
  /** e.g. http://localhost:3000/dev-idp — the app's own origin plus the mount path. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface DevIdentityProvider {
  /** Path prefix the app must route to `handle`, derived from the issuer, e.g. "/dev-idp". */
  mountPath: string;
  /** Serves one request whose path starts with `mountPath`; `req.url` keeps the full path and the body is unread. */
  handle(req: IncomingMessage, res: ServerResponse): void | Promise<void>;
}

const APP_NAME = "Bahi";
const HOUR = 60 * 60;

/** Explicit lifetimes (in seconds) keep oidc-provider from printing a notice for each default it falls back to. */
const LIFETIMES = {
  AccessToken: HOUR,
  AuthorizationCode: 60,
  IdToken: HOUR,
  Interaction: HOUR,
  Session: 24 * HOUR,
  Grant: 24 * HOUR,
};

/** Fresh RS256 key per process, so oidc-provider's published development keys are never trusted. */
async function createSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { ...jwk, kid, alg: "RS256", use: "sig" } as JWK;
}

/** Always ask which account to use (as Google's chooser does), unless this request carries the answer. */
function alwaysChooseAccountPolicy(): interactionPolicy.DefaultPolicy {
  const policy = interactionPolicy.base();
  policy
    .get("login")
    ?.checks.add(
      new interactionPolicy.Check(
        "choose_account",
        "the account chooser is shown on every sign-in",
        (ctx) => !ctx.oidc.result?.login,
      ),
    );
  return policy;
}

function renderPage(ctx: KoaContextWithOIDC, html: string): void {
  ctx.type = "html";
  ctx.set("Content-Security-Policy", PAGE_CONTENT_SECURITY_POLICY);
  ctx.body = html;
}

/** oidc-provider's default pages import web fonts from the internet; these replace every one we enable. */
function pageOverrides(): Pick<Configuration, "renderError"> & {
  rpInitiatedLogout: NonNullable<NonNullable<Configuration["features"]>["rpInitiatedLogout"]>;
} {
  return {
    renderError(ctx, out) {
      const details: Array<readonly [string, string]> = [["Error", out.error]];
      if (out.error_description) details.push(["Details", out.error_description]);
      renderPage(ctx, renderPlainPage({ title: "Sign-in failed", message: "Go back to Bahi and try again.", details }));
    },
    rpInitiatedLogout: {
      enabled: true,
      logoutSource(ctx, form) {
        const buttons =
          '<div class="actions"><button type="submit" class="primary secondary" form="op.logoutForm">Stay signed in</button>' +
          '<button type="submit" class="primary" form="op.logoutForm" name="logout" value="yes" autofocus>Sign out</button></div>';
        const message = "You will have to choose an account again the next time you sign in.";
        renderPage(
          ctx,
          renderPlainPage({ title: "Sign out of the development sign-in?", message, trustedHtml: form + buttons }),
        );
      },
      postLogoutSuccessSource(ctx) {
        renderPage(
          ctx,
          renderPlainPage({ title: "Signed out", message: "You have signed out of the development sign-in." }),
        );
      },
    },
  };
}

function buildConfiguration(
  options: DevIdentityProviderOptions,
  mountPath: string,
  accounts: DevAccountStore,
  signingKey: JWK,
): Configuration {
  const { renderError, rpInitiatedLogout } = pageOverrides();
  return {
    adapter: createMemoryAdapterFactory(),
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        client_name: APP_NAME,
        redirect_uris: options.redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    // A secret in the Authorization header or in the body is accepted for a client registered with either method.
    clientAuthMethods: ["client_secret_basic", "client_secret_post"],
    responseTypes: ["code"],
    pkce: { required: () => true },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "picture"] },
    // Put email and name into the id_token too, as Google does; better-auth reads them from there.
    conformIdTokenClaims: false,
    jwks: { keys: [signingKey] },
    ttl: LIFETIMES,
    cookies: {
      keys: [randomBytes(32).toString("base64url")],
      names: {
        session: "bahi_dev_idp_session",
        interaction: "bahi_dev_idp_interaction",
        resume: "bahi_dev_idp_resume",
      },
      // The provider shares the app's origin; keep its session cookie out of the app's requests.
      long: { httpOnly: true, sameSite: "lax", path: mountPath || "/" },
    },
    findAccount(_ctx, sub) {
      const account = accounts.find(sub);
      if (!account) return undefined;
      return {
        accountId: account.accountId,
        claims: () => ({ sub: account.accountId, email: account.email, email_verified: true, name: account.name }),
      };
    },
    interactions: {
      policy: alwaysChooseAccountPolicy(),
      url: (_ctx, interaction) => interactionPath(mountPath, interaction.uid),
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout,
    },
    renderError,
  };
}

type MountedRequest = IncomingMessage & { originalUrl?: string };

/** oidc-provider computes its public URLs from `req.originalUrl` minus `req.url`, so strip the prefix into `url`. */
function stripMountPath(req: MountedRequest, mountPath: string): void {
  const full = req.url ?? "/";
  const rest = full.slice(mountPath.length);
  req.originalUrl = full;
  req.url = rest.startsWith("/") ? rest : `/${rest}`;
}

function isUnderMountPath(pathname: string, mountPath: string): boolean {
  return pathname === mountPath || pathname.startsWith(`${mountPath}/`);
}

function sendNotFound(res: ServerResponse): void {
  res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
  res.end("Not found");
}

/**
 * Builds an in-process OpenID Connect provider that stands in for Google during development.
 * The caller decides whether it may run (see assertDevIdentityProviderAllowed); this never reads process.env.
 */
export async function createDevIdentityProvider(options: DevIdentityProviderOptions): Promise<DevIdentityProvider> {
  // oidc-provider runs its one AsyncLocalStorage around each request: released between them, it does not
  // keep promise hooks on for the whole server after the first sign-in (decision 0054).
  releaseWhenIdle(oidcProviderStorage);
  const mountPath = mountPathOf(options.issuer);
  const accounts = new DevAccountStore();
  const provider = new Provider(
    options.issuer,
    buildConfiguration(options, mountPath, accounts, await createSigningKey()),
  );
  const callback = provider.callback();
  const interactionContext = { provider, accounts, mountPath, appName: APP_NAME };

  return {
    mountPath,
    handle(req, res) {
      const pathname = (req.url ?? "/").split("?")[0] ?? "/";
      if (!isUnderMountPath(pathname, mountPath)) return sendNotFound(res);
      const uid = matchInteractionPath(mountPath, pathname);
      if (uid !== undefined) {
        void handleInteraction(interactionContext, uid, req, res);
        return;
      }
      stripMountPath(req, mountPath);
      void callback(req, res);
    },
  };
}
