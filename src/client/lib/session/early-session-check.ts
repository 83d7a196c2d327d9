import { fetchCurrentUser } from "./fetch-current-user";
import type { CurrentUser } from "./use-current-user";

let early: Promise<CurrentUser | null> | undefined;

/**
 * Asks the server who is signed in as the page starts, while the full app's code is still on its
 * way, so the guard's first question does not wait for that download (decision 0031).
 */
export function startSessionCheck() {
  if (early) return;
  early = fetchCurrentUser();
  // Whoever takes it handles a failure; until then it must not count as unhandled.
  early.catch(() => undefined);
}

/**
 * The early check, started now if need be, for the sign-in shell to read: a signed-in answer then
 * stays for the session query, so /login with a session asks the server once, not twice.
 */
export function readEarlySessionCheck(): Promise<CurrentUser | null> {
  startSessionCheck();
  return early!;
}

/** Drops the early answer once /login has shown with it: after a sign-in the next check asks anew. */
export function forgetEarlySessionCheck() {
  early = undefined;
}

/** The session query's answer: the check started early, used once, or a new one. */
export function checkSession(): Promise<CurrentUser | null> {
  const started = early;
  early = undefined;
  return started ?? fetchCurrentUser();
}
