import "./lib/csp/zod-without-eval";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppShell } from "./app/app-shell";
import "./lib/i18n";
import "./lib/pwa/pwa-state";
import "./styles.css";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <BrowserRouter>
      <AppShell />
    </BrowserRouter>
  </StrictMode>,
);

// The service worker (offline copy, updates) loads after the page has shown, never before it.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  window.addEventListener("load", () => void import("./lib/pwa/register-service-worker").then((m) => m.registerServiceWorker()));
}
