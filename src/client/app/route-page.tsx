import type { AppRoute } from "./route-table";
import { usePageTitle } from "./use-page-title";

/** One route's page, with the tab title named after it. */
export function RoutePage({ route }: { route: AppRoute }) {
  usePageTitle(route.titleKey);
  const Page = route.page;
  return <Page />;
}
