import { lazy, Suspense, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { BrowserRouter, Navigate, Route, Routes, useLocation } from "react-router";
import { PageErrorBoundary } from "../components/page-error-boundary";
import { PageSpinner } from "../components/ui/spinner";
import { RouteGuard } from "./route-guard";
import { appRoutes, type AppRoute } from "./route-table";
import { usePageTitle } from "./use-page-title";

// The layout (menus, dialogs) is not needed to show /login, so it loads with the first private page.
const AppLayout = lazy(() => import("./layout/app-layout").then((m) => ({ default: m.AppLayout })));

function RoutePage({ route }: { route: AppRoute }) {
  usePageTitle(route.titleKey);
  const Page = route.page;
  return <Page />;
}

/** A lazily loaded part, behind its own error boundary so a failed chunk never blanks the page. */
function Lazy({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageSpinner label={t("loading")} />}>{children}</Suspense>
    </PageErrorBoundary>
  );
}

/** `/TransactionManager{studentId}` is the documented link form; it becomes the clean path. Anything else unknown → /. */
function UnknownPath() {
  const { pathname } = useLocation();
  const legacy = /^\/TransactionManager([^/]+)$/.exec(pathname);
  return <Navigate to={legacy ? `/TransactionManager/${legacy[1]}` : "/"} replace />;
}

export function AppRouter() {
  const page = (route: AppRoute) => (
    <Lazy>
      <RoutePage route={route} />
    </Lazy>
  );
  return (
    <BrowserRouter>
      <Routes>
        {/* Every screen inside the layout is private, so one guard around the layout covers them. */}
        <Route
          element={
            <RouteGuard access="private">
              <Lazy>
                <AppLayout />
              </Lazy>
            </RouteGuard>
          }
        >
          {appRoutes.filter((r) => r.withLayout).map((route) => (
            <Route key={route.path} path={route.path} element={page(route)} />
          ))}
        </Route>
        {appRoutes.filter((r) => !r.withLayout).map((route) => (
          <Route key={route.path} path={route.path} element={<RouteGuard access={route.access}>{page(route)}</RouteGuard>} />
        ))}
        <Route path="*" element={<UnknownPath />} />
      </Routes>
    </BrowserRouter>
  );
}
