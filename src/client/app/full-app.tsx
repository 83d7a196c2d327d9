import "../lib/install-tailwind-merge";
import "../locales/common-app";
import { AccountLanguage } from "./account-language";
import { Providers } from "./providers";
import { AppRoutes } from "./router";

/** The app past the sign-in page: the query cache (kept in IndexedDB), the guard and every screen. */
export default function FullApp() {
  return (
    <Providers>
      <AccountLanguage />
      <AppRoutes />
    </Providers>
  );
}
