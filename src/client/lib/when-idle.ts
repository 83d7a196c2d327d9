/** Runs `run` when the browser is next idle (within 3 s), or after a second where it cannot say (Safari). */
export function whenIdle(run: () => void) {
  if ("requestIdleCallback" in window) {
    requestIdleCallback(run, { timeout: 3000 });
    return;
  }
  setTimeout(run, 1000);
}
