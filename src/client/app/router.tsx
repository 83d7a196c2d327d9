import { Navigate, Route, Routes, useLocation } from "react-router";
import { LazyBoundary } from "./lazy-boundary";
import { RouteGuard } from "./route-guard";
import { RoutePage } from "./route-page";
import { appLayout as AppLayout, appRoutes, type AppRoute } from "./route-table";

/** `/TransactionManager{studentId}` is the documented link form; it becomes the clean path. Anything else unknown → /. */
function UnknownPath() {
  const { pathname } = useLocation();
  const legacy = /^\/TransactionManager([^/]+)$/.exec(pathname);
  return <Navigate to={legacy ? `/TransactionManager/${legacy[1]}` : "/"} replace />;
}

/** Every screen of SPEC §2 behind its guard; the browser router around it is in main.tsx. */
export function AppRoutes() {
  const page = (route: AppRoute) => (
    <LazyBoundary>
      <RoutePage route={route} />
    </LazyBoundary>
  );
  return (
    <Routes>
      {/* Every screen inside the layout is private, so one guard around the layout covers them. */}
      <Route
        element={
          <RouteGuard access="private">
            <LazyBoundary>
              <AppLayout />
            </LazyBoundary>
          </RouteGuard>
        }
      >
        {appRoutes
          .filter((r) => r.withLayout)
          .map((route) => (
            <Route key={route.path} path={route.path} element={page(route)} />
          ))}
      </Route>
      {appRoutes
        .filter((r) => !r.withLayout)
        .map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={<RouteGuard access={route.access}>{page(route)}</RouteGuard>}
          />
        ))}
      <Route path="*" element={<UnknownPath />} />
    </Routes>
  );
}
