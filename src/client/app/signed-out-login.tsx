import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { PageSpinner } from "../components/ui/spinner";
import { isOnline } from "../lib/online-status";
import { forgetEarlySessionCheck, readEarlySessionCheck } from "../lib/session/early-session-check";
import { pageStartData } from "../lib/session/page-start-data";
import { RoutePage } from "./route-page";
import { loginRoute } from "./route-table";

/**
 * /login when the server says nobody is signed in. A session, an error or no network hands over to
 * the full app, whose route guard (with the copy kept for offline use) decides where to go.
 */
export function SignedOutLogin({ onNotSignedOut }: { onNotSignedOut: () => void }) {
  const { t } = useTranslation();
  const [signedOut, setSignedOut] = useState(false);

  useEffect(() => {
    // No network, or the page came with the server's answer that someone is signed in (decision 0033).
    if (!isOnline() || pageStartData()) return onNotSignedOut();
    let current = true;
    // The page's code is fetched while the server is asked.
    loginRoute.page.preload();
    // The full app's session query takes this same answer when it is a session (no second request).
    readEarlySessionCheck().then(
      async (user) => {
        if (!user) forgetEarlySessionCheck();
        // Shown once its code is here, so the page renders without suspending (see preloadable-lazy).
        if (!user) await loginRoute.page.load().catch(() => undefined);
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

  return signedOut ? <RoutePage route={loginRoute} /> : <PageSpinner label={t("loading")} />;
}
