/** DESIGN.md's flags for the system Chromium, shared by the Playwright journeys and the Lighthouse bench. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost,EXCLUDE 127.0.0.1",
];
