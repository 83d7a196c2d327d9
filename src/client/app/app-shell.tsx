import { lazy, useCallback, useEffect, useState } from "react";
import { matchPath, useLocation } from "react-router";
import { AppStatusBanners } from "../components/app-status-banners";
import { onSignedIn } from "../lib/session/signed-in-signal";
import { LazyBoundary } from "./lazy-boundary";
import { SignedOutLogin } from "./signed-out-login";
import { loadFullApp as loadFullAppCode, startFullApp } from "./start-full-app";

const FullApp = lazy(loadFullAppCode);

/**
 * The first screen of most visits is /login, signed out: it is shown without the query cache, the
 * route guard and the other screens (decision 0027). Anything else — another path, a session, no
 * network, a sign-in — loads the full app, which then stays for the rest of the visit.
 */
export function AppShell() {
  const { pathname } = useLocation();
  const [fullRequested, setFullRequested] = useState(false);
  const full = fullRequested || !matchPath("/login", pathname);
  const loadFullApp = useCallback(() => setFullRequested(true), []);

  // Once loaded, the full app stays, also when the visit comes back to /login (after a sign-out).
  if (full && !fullRequested) setFullRequested(true);
  // Idempotent: the downloads and the session check start with the first render that needs them.
  if (full) startFullApp(pathname);
  useEffect(() => onSignedIn(loadFullApp), [loadFullApp]);

  return (
    <>
      <AppStatusBanners />
      <LazyBoundary>{full ? <FullApp /> : <SignedOutLogin onNotSignedOut={loadFullApp} />}</LazyBoundary>
    </>
  );
}
