import "./lib/csp/zod-without-eval";
import { StrictMode, startTransition, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { SignedOutLogin } from "./app/signed-out-login";
import { PageErrorBoundary } from "./components/page-error-boundary";
import { applyAppStylesheet } from "./lib/app-stylesheet";
import { onSignedIn } from "./lib/session/signed-in-signal";
import { setSoftNavigator } from "./lib/soft-navigation";
import { whenIdle } from "./lib/when-idle";
import "./lib/pwa/pwa-state";
import "./styles.css";

const root = createRoot(document.getElementById("root")!);
// The HTML's loading screen shows meanwhile; the first render waits for the app's styles. A
// transition: React renders in its own tasks, in slices, not inside the task that loaded the code
// (one long task on a slow phone, decision 0055); the loading screen stays until it commits.
const stylesheet = applyAppStylesheet();
const show = (content: ReactNode) =>
  void stylesheet.then(() => startTransition(() => root.render(<StrictMode>{content}</StrictMode>)));

/** A failure to load the app's code, for the page-error message (and its one reload after a deploy). */
function Failed({ error }: { error: unknown }): never {
  throw error;
}

let appOpened = false;
/**
 * The app — React Router, i18next, then the full app (decision 0051) — for every path but a signed-out
 * /login, and for /login once someone signs in or has a session, there is no network, or a link is
 * followed. It replaces the sign-in screen and stays for the rest of the visit.
 */
function openApp() {
  if (appOpened) return;
  appOpened = true;
  import("./app/app-shell").then(
    ({ BrowserAppShell }) => show(<BrowserAppShell />),
    (error: unknown) =>
      show(
        <PageErrorBoundary>
          <Failed error={error} />
        </PageErrorBoundary>,
      ),
  );
}

// As React Router matches the route: any case, a trailing slash allowed.
if (/^\/login\/?$/i.test(window.location.pathname)) {
  // The sign-in screen's links: the address first, so the app's router starts on it.
  setSoftNavigator((to) => {
    window.history.pushState(null, "", to);
    openApp();
  });
  onSignedIn(openApp);
  show(<SignedOutLogin onNotSignedOut={openApp} />);
} else {
  openApp();
}

/**
 * The service worker (offline copy, updates) starts a few seconds after the page has loaded, in an
 * idle moment: its two scripts, then the precache of every screen's code (~2 MB), would otherwise
 * share a phone's 3G with the first screen's own requests, which waited on them (decision 0035).
 */
const SERVICE_WORKER_DELAY_MS = 3000;
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  const register = () => void import("./lib/pwa/register-service-worker").then((m) => m.registerServiceWorker());
  window.addEventListener("load", () => setTimeout(() => whenIdle(register), SERVICE_WORKER_DELAY_MS));
}
