import { useSyncExternalStore } from "react";

/** Chrome's install prompt event (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

export interface PwaState {
  /** A new deployment's service worker is waiting; `applyUpdate` swaps to it and reloads. */
  updateReady: boolean;
  /** Present while the browser offers to install Bahi (Android / desktop Chrome and Edge). */
  installPrompt: BeforeInstallPromptEvent | null;
  /** Opened from the home screen (or installed during this visit). */
  installed: boolean;
}

let state: PwaState = {
  updateReady: false,
  installPrompt: null,
  installed: typeof window !== "undefined" && window.matchMedia?.("(display-mode: standalone)").matches === true,
};
let applyUpdate: () => Promise<void> = async () => window.location.reload();
const listeners = new Set<() => void>();

function setState(next: Partial<PwaState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function markUpdateReady(apply: () => Promise<void>) {
  applyUpdate = apply;
  setState({ updateReady: true });
}

export function reloadToUpdate() {
  return applyUpdate();
}

export async function promptInstall() {
  const event = state.installPrompt;
  if (!event) return;
  await event.prompt();
  const { outcome } = await event.userChoice;
  setState({ installPrompt: null, installed: outcome === "accepted" || state.installed });
}

// The browser fires this once, early: it is caught here, at start-up, for /latest-update to use.
if (typeof window !== "undefined") {
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    setState({ installPrompt: event as BeforeInstallPromptEvent });
  });
  window.addEventListener("appinstalled", () => setState({ installPrompt: null, installed: true }));
}

export function usePwaState(): PwaState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}
