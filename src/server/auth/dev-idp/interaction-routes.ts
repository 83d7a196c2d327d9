import type { IncomingMessage, ServerResponse } from "node:http";
import type Provider from "oidc-provider";
import { errors } from "oidc-provider";
import { PAGE_CONTENT_SECURITY_POLICY, renderAccountChooserPage, renderPlainPage } from "./account-chooser-page";
import { type DevAccountStore, validateSignInFields } from "./dev-accounts";

export const MAX_FORM_BODY_BYTES = 16 * 1024;

/** The only scopes this provider ever grants; anything else requested is left out of the grant. */
const GRANTABLE_SCOPES = ["openid", "email", "profile"] as const;

export interface InteractionRouteContext {
  provider: Provider;
  accounts: DevAccountStore;
  mountPath: string;
  appName: string;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Path of the interaction page for one interaction id; oidc-provider redirects the browser there. */
export function interactionPath(mountPath: string, uid: string): string {
  return `${mountPath}/interaction/${encodeURIComponent(uid)}`;
}

/** Returns the interaction id when `pathname` is an interaction page under `mountPath`. */
export function matchInteractionPath(mountPath: string, pathname: string): string | undefined {
  const prefix = `${mountPath}/interaction/`;
  if (!pathname.startsWith(prefix)) return undefined;
  const uid = pathname.slice(prefix.length);
  return /^[A-Za-z0-9_-]+$/.test(uid) ? uid : undefined;
}

function sendHtml(res: ServerResponse, status: number, html: string, extraHeaders: Record<string, string> = {}): void {
  res.writeHead(status, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(html)),
    "Cache-Control": "no-store",
    "Content-Security-Policy": PAGE_CONTENT_SECURITY_POLICY,
    "X-Content-Type-Options": "nosniff",
    ...extraHeaders,
  });
  res.end(html);
}

/** Reads an urlencoded body; oversized bodies are drained without being kept, then refused. */
export function readFormBody(req: IncomingMessage, limitBytes = MAX_FORM_BODY_BYTES): Promise<URLSearchParams> {
  const contentType = (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase();
  if (contentType !== "application/x-www-form-urlencoded") {
    return Promise.reject(new HttpError(415, "The form must be sent as application/x-www-form-urlencoded."));
  }
  if (Number(req.headers["content-length"] ?? 0) > limitBytes) {
    return Promise.reject(new HttpError(413, "The form is too large."));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limitBytes) chunks.push(chunk);
    });
    req.on("error", reject);
    req.on("end", () => {
      if (size > limitBytes) reject(new HttpError(413, "The form is too large."));
      else resolve(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
    });
  });
}

function requestedScopes(scopeParam: unknown): string {
  const requested = new Set(typeof scopeParam === "string" ? scopeParam.split(" ") : []);
  return GRANTABLE_SCOPES.filter((scope) => requested.has(scope)).join(" ");
}

/** Creates the consent a first-party app would never ask the user for, so one click finishes sign-in. */
async function grantRequestedScopes(
  provider: Provider,
  accountId: string,
  params: Record<string, unknown>,
): Promise<string> {
  const clientId = typeof params.client_id === "string" ? params.client_id : "";
  const grant = new provider.Grant({ accountId, clientId });
  grant.addOIDCScope(requestedScopes(params.scope));
  return grant.save();
}

async function showChooser(
  context: InteractionRouteContext,
  uid: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const details = await context.provider.interactionDetails(req, res);
  if (details.uid !== uid) throw new errors.SessionNotFound("interaction mismatch");
  const loginHint = typeof details.params.login_hint === "string" ? details.params.login_hint : "";
  const html = renderAccountChooserPage({
    action: interactionPath(context.mountPath, uid),
    appName: context.appName,
    values: { email: loginHint },
  });
  sendHtml(res, 200, html);
}

async function submitChooser(
  context: InteractionRouteContext,
  uid: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const details = await context.provider.interactionDetails(req, res);
  if (details.uid !== uid) throw new errors.SessionNotFound("interaction mismatch");
  const form = await readFormBody(req);
  const validation = validateSignInFields({ name: form.get("name"), email: form.get("email") });
  if (!validation.ok) {
    const html = renderAccountChooserPage({
      action: interactionPath(context.mountPath, uid),
      appName: context.appName,
      values: validation.values,
      errors: validation.errors,
    });
    sendHtml(res, 400, html);
    return;
  }
  const account = context.accounts.remember(validation.value);
  const grantId = await grantRequestedScopes(context.provider, account.accountId, details.params);
  await context.provider.interactionFinished(
    req,
    res,
    { login: { accountId: account.accountId, remember: false }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}

function sendInteractionError(res: ServerResponse, error: unknown): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (error instanceof HttpError) {
    // Closing after a 413 stops the client from streaming the rest of an oversized body.
    const headers: Record<string, string> = error.status === 413 ? { Connection: "close" } : {};
    if (error.status === 405) headers.Allow = "GET, HEAD, POST";
    sendHtml(res, error.status, renderPlainPage({ title: "Sign-in failed", message: error.message }), headers);
    return;
  }
  if (error instanceof errors.SessionNotFound) {
    const message = "This sign-in page has expired. Go back to Bahi and sign in again.";
    sendHtml(res, 400, renderPlainPage({ title: "Sign-in expired", message }));
    return;
  }
  console.error("dev identity provider: interaction failed", error);
  sendHtml(res, 500, renderPlainPage({ title: "Sign-in failed", message: "Something went wrong. Try again." }));
}

/** GET shows the chooser, POST signs in; errors become plain pages rather than crashing the request. */
export async function handleInteraction(
  context: InteractionRouteContext,
  uid: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  try {
    if (req.method === "GET" || req.method === "HEAD") await showChooser(context, uid, req, res);
    else if (req.method === "POST") await submitChooser(context, uid, req, res);
    else throw new HttpError(405, "Use GET or POST.");
  } catch (error) {
    sendInteractionError(res, error);
  }
}
