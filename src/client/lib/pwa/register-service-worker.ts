import { registerSW } from "virtual:pwa-register";
import { markUpdateReady } from "./pwa-state";

/** How often an open tab asks for a new deployment (a director may keep Bahi open all day). */
const UPDATE_CHECK_MS = 30 * 60_000;

/**
 * Registers the Workbox service worker that precaches the app. A new deployment waits until the
 * user chooses "Reload" rather than swapping the code under an open form.
 */
export function registerServiceWorker() {
  const updateServiceWorker = registerSW({
    onNeedRefresh: () => markUpdateReady(() => updateServiceWorker(true)),
    onRegisteredSW: (_url, registration) => {
      if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
  });
}
