import "./lib/csp/zod-without-eval";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppShell } from "./app/app-shell";
import { applyAppStylesheet } from "./lib/app-stylesheet";
import { whenIdle } from "./lib/when-idle";
import "./lib/i18n";
import "./lib/pwa/pwa-state";
import "./styles.css";

// The HTML's loading screen shows meanwhile; the app's first render waits for its styles.
void applyAppStylesheet().then(() =>
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <BrowserRouter>
        <AppShell />
      </BrowserRouter>
    </StrictMode>,
  ),
);

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
