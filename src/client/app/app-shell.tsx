import { startTransition, useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { matchPath, useLocation } from "react-router";
import { AppStatusBanners } from "../components/app-status-banners";
import { PageSpinner } from "../components/ui/spinner";
import { preloadableLazy } from "../lib/preloadable-lazy";
import { onSignedIn } from "../lib/session/signed-in-signal";
import { LazyBoundary } from "./lazy-boundary";
import { SignedOutLogin } from "./signed-out-login";
import { loadFullAppWithFirstScreen, startFullApp } from "./start-full-app";

const FullApp = preloadableLazy(loadFullAppWithFirstScreen);

/**
 * The first screen of most visits is /login, signed out: it is shown without the query cache, the
 * route guard and the other screens (decision 0027). Anything else — another path, a session, no
 * network, a sign-in — loads the full app, which then stays for the rest of the visit.
 */
export function AppShell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [fullRequested, setFullRequested] = useState(false);
  const full = fullRequested || !matchPath("/login", pathname);
  const loadFullApp = useCallback(() => setFullRequested(true), []);

  // Once loaded, the full app stays, also when the visit comes back to /login (after a sign-out).
  if (full && !fullRequested) setFullRequested(true);
  // Idempotent: the downloads and the session check start with the first render that needs them.
  if (full) startFullApp(pathname);
  useEffect(() => onSignedIn(loadFullApp), [loadFullApp]);
  const fullAppArrived = useArrival(full ? FullApp.load : null);

  return (
    <>
      <AppStatusBanners />
      <LazyBoundary>
        {!full ? (
          <SignedOutLogin onNotSignedOut={loadFullApp} />
        ) : fullAppArrived ? (
          <FullApp />
        ) : (
          <PageSpinner label={t("loading")} />
        )}
      </LazyBoundary>
    </>
  );
}

/**
 * Whether `load` has settled. The full app is rendered only then, so its first render never
 * suspends: a Suspense fallback would make React hold the app back until 300 ms after the spinner
 * appeared (see preloadable-lazy). A failed load also counts: the lazy part then fails into its
 * error boundary, as before.
 */
function useArrival(load: (() => Promise<unknown>) | null): boolean {
  const [arrived, setArrived] = useState(false);
  useEffect(() => {
    if (!load) return;
    let current = true;
    // A transition: React renders the whole app in slices of a few milliseconds between which the
    // browser can paint and take a tap, instead of one long task.
    const arrive = () => current && startTransition(() => setArrived(true));
    load().then(arrive, arrive);
    return () => {
      current = false;
    };
  }, [load]);
  return arrived;
}
