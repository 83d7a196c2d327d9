import { RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { ErrorBoundary, type FallbackProps } from "react-error-boundary";
import { useTexts } from "../lib/language";
import { common } from "../locales/common";
import { Button } from "./ui/button";

/** When the page last reloaded itself; sessionStorage, so the guard lives exactly as long as the tab. */
export const RELOADED_AT_KEY = "bahi.page-error-reloaded-at";
/** A second failure within this time after a self-reload shows the message instead of reloading again. */
const RELOAD_GUARD_MS = 60_000;

/**
 * After a deploy, an open tab asks for code chunks that no longer exist. Reloading fetches the new
 * version, so the first such failure reloads the page on its own.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|ChunkLoadError|Loading (CSS )?chunk/i.test(
    message,
  );
}

function reloadedRecently(): boolean {
  const at = Number(sessionStorage.getItem(RELOADED_AT_KEY));
  return Number.isFinite(at) && Date.now() - at < RELOAD_GUARD_MS;
}

function handleError(error: unknown) {
  if (!isChunkLoadError(error) || reloadedRecently()) return;
  sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  window.location.reload();
}

function PageErrorMessage(_props: FallbackProps) {
  // Its texts without i18next: it also stands around /login and the app's first load (decision 0051).
  const texts = useTexts(common).pageError;
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 p-6 text-center">
      <h1 className="text-lg font-semibold">{texts.title}</h1>
      <p className="text-sm text-muted-foreground">{texts.body}</p>
      <Button onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden="true" />
        {texts.reload}
      </Button>
    </div>
  );
}

/**
 * Wraps the layout and each route, so a failure (a lazy chunk missing after a deploy, or a bug)
 * shows a message with a Reload button instead of a blank page; `resetKey` (the path) clears it
 * when the user navigates elsewhere.
 */
export function PageErrorBoundary({ children, resetKey }: { children: ReactNode; resetKey?: string }) {
  return (
    <ErrorBoundary FallbackComponent={PageErrorMessage} onError={handleError} resetKeys={[resetKey]}>
      {children}
    </ErrorBoundary>
  );
}
