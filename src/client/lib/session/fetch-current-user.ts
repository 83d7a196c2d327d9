import type { CurrentUser } from "./use-current-user";

/**
 * better-auth's session endpoint, read with a plain fetch: its client library (~20 KB gzip) then
 * loads only when someone signs in or out.
 */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  const response = await fetch("/api/auth/get-session", {
    credentials: "same-origin",
    headers: { accept: "application/json" },
  });
  if (!response.ok) throw new Error(`Session check failed (${response.status})`);
  const body = (await response.json()) as { user?: CurrentUser } | null;
  return body?.user ?? null;
}
