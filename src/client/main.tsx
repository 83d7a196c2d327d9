import "./lib/csp/zod-without-eval";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppShell } from "./app/app-shell";
import { applyAppStylesheet } from "./lib/app-stylesheet";
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

// The service worker (offline copy, updates) loads after the page has shown, never before it.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  window.addEventListener("load", () => void import("./lib/pwa/register-service-worker").then((m) => m.registerServiceWorker()));
}
