/**
 * better-auth's client, fetched on first use: only signing in and out need it, so it stays out of
 * the first load. `preloadAuthClient` starts the fetch as the user reaches for the sign-in button.
 */
let loading: Promise<typeof import("./auth-client")> | undefined;

export function loadAuthClient() {
  loading ??= import("./auth-client").catch((error: unknown) => {
    loading = undefined; // a dropped connection must not break every later try
    throw error;
  });
  return loading.then((module) => module.authClient);
}

export function preloadAuthClient() {
  loadAuthClient().catch(() => undefined);
}
