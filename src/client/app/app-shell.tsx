import { startTransition, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { BrowserRouter, useLocation, useNavigate } from "react-router";
import { AppStatusBanners } from "../components/app-status-banners";
import { PageSpinner } from "../components/ui/spinner";
import "../lib/i18n";
import { preloadableLazy } from "../lib/preloadable-lazy";
import { setSoftNavigator } from "../lib/soft-navigation";
import { LazyBoundary } from "./lazy-boundary";
import { loadFullAppWithFirstScreen, startFullApp } from "./start-full-app";

const FullApp = preloadableLazy(loadFullAppWithFirstScreen);

/**
 * The app past a signed-out /login, with its router and i18next: main.tsx imports this module for
 * any other path, and on /login once someone signs in, has a session, has no network or follows a
 * link (decision 0051). It shows the full app, which then stays for the rest of the visit.
 */
export function BrowserAppShell() {
  return (
    <BrowserRouter>
      <AppShell />
    </BrowserRouter>
  );
}

export function AppShell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The sign-in page's links (components/soft-link) move through the router from now on.
  useEffect(() => setSoftNavigator((to) => void navigate(to)), [navigate]);
  // Idempotent: the downloads and the session check start with the first render.
  startFullApp(pathname);
  const fullAppArrived = useArrival(FullApp.load);

  return (
    <>
      <AppStatusBanners />
      <LazyBoundary>{fullAppArrived ? <FullApp /> : <PageSpinner label={t("loading")} />}</LazyBoundary>
    </>
  );
}

/**
 * Whether `load` has settled. The full app is rendered only then, so its first render never
 * suspends: a Suspense fallback would make React hold the app back until 300 ms after the spinner
 * appeared (see preloadable-lazy). A failed load also counts: the lazy part then fails into its
 * error boundary, as before.
 */
function useArrival(load: () => Promise<unknown>): boolean {
  const [arrived, setArrived] = useState(false);
  useEffect(() => {
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
