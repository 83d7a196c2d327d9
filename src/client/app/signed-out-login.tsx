import { Suspense, useEffect, useState } from "react";
import { AppStatusBanners } from "../components/app-status-banners";
import { PageErrorBoundary } from "../components/page-error-boundary";
import { PageSpinner } from "../components/ui/spinner";
import { useTexts } from "../lib/language";
import { isOnline } from "../lib/online-status";
import { preloadableLazy } from "../lib/preloadable-lazy";
import { forgetEarlySessionCheck, readEarlySessionCheck } from "../lib/session/early-session-check";
import { pageStartData } from "../lib/session/page-start-data";
import { common } from "../locales/common";

/** The sign-in page's code: the module the route table's /login route shows in the full app. */
const LoginPage = preloadableLazy(() => import("../features/auth/login-page"));

/**
 * /login when the server says nobody is signed in, rendered by main.tsx with neither React Router
 * nor i18next (decisions 0027, 0051). A session, an error or no network hands over to the app,
 * whose route guard (with the copy kept for offline use) decides where to go.
 */
export function SignedOutLogin({ onNotSignedOut }: { onNotSignedOut: () => void }) {
  const texts = useTexts(common);
  const [signedOut, setSignedOut] = useState(false);

  useEffect(() => {
    // No network, or the page came with the server's answer that someone is signed in (decision 0033).
    if (!isOnline() || pageStartData()) return onNotSignedOut();
    let current = true;
    // The page's code is fetched while the server is asked.
    LoginPage.preload();
    // The full app's session query takes this same answer when it is a session (no second request).
    readEarlySessionCheck().then(
      async (user) => {
        if (!user) forgetEarlySessionCheck();
        // Shown once its code is here, so the page renders without suspending (see preloadable-lazy).
        if (!user) await LoginPage.load().catch(() => undefined);
        if (!current) return;
        if (user) onNotSignedOut();
        else setSignedOut(true);
      },
      () => {
        // A failed check is not handed on: the full app asks again.
        forgetEarlySessionCheck();
        if (current) onNotSignedOut();
      },
    );
    return () => {
      current = false;
    };
  }, [onNotSignedOut]);

  return (
    <>
      <AppStatusBanners />
      <PageErrorBoundary>
        <Suspense fallback={<PageSpinner label={texts.loading} />}>
          {signedOut ? <SignInScreen /> : <PageSpinner label={texts.loading} />}
        </Suspense>
      </PageErrorBoundary>
    </>
  );
}

/** The sign-in page, with the tab named after it in the language shown (as the app's RoutePage does). */
function SignInScreen() {
  const texts = useTexts(common);
  useEffect(() => {
    document.title = `${texts.titles.login} · ${texts.appName}`;
  }, [texts]);
  return <LoginPage />;
}
