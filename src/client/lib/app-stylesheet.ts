/**
 * Applies the app's stylesheet, which the built index.html only preloads so that the loading screen
 * paints without waiting for it (vite-plugins/deferred-stylesheet.ts); resolves once it applies, so
 * React's first render is never unstyled. A stylesheet that fails to load does not stop the app.
 * In development there is no such link (Vite injects the styles from the scripts): nothing to wait for.
 */
export function applyAppStylesheet(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>("link[data-app-stylesheet]");
  if (!link) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener("error", () => resolve(), { once: true });
    link.rel = "stylesheet";
  });
}
