import { isOnline } from "../lib/online-status";
import { startSessionCheck } from "../lib/session/early-session-check";
import { pageStartData } from "../lib/session/page-start-data";
import { appLayout, findAppRoute } from "./route-table";

let fullApp: Promise<typeof import("./full-app")> | undefined;
/** The full app's code, asked for once (the start below and `loadFullAppWithFirstScreen` share it). */
export const loadFullApp = () => (fullApp ??= import("./full-app"));

let firstScreenCode: Promise<unknown> = Promise.resolve();
/**
 * The full app's code once the first screen's layout and page code have arrived too (each failure is
 * left to that part's own error boundary): the app's first render then has every part in memory, so
 * nothing inside it suspends and waits out React's Suspense throttling (see preloadable-lazy).
 */
export const loadFullAppWithFirstScreen = async () => (await Promise.all([loadFullApp(), firstScreenCode]))[0];

let started = false;

/**
 * Everything a page past /login waits for, started together rather than one after the other
 * (decision 0031): the full app's code, the layout's and the page's, and the session check, which
 * would otherwise wait for the full app to load, then the guard to pass, then the layout to render.
 */
export function startFullApp(pathname: string) {
  if (started) return;
  started = true;
  // First, ahead of the dozens of code files in the browser's queue (six connections per server).
  // Offline the guard works from the restored copy; a request now would only fail. A page that came
  // with the server's answer (decision 0033) has no need to ask.
  if (isOnline() && !pageStartData()) startSessionCheck();
  void loadFullApp();
  const route = findAppRoute(pathname);
  const parts = [route?.page.load(), route?.withLayout ? appLayout.load() : undefined];
  firstScreenCode = Promise.all(parts.map((part) => part?.catch(() => undefined)));
}
