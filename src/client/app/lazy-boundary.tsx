import { Suspense, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { PageErrorBoundary } from "../components/page-error-boundary";
import { PageSpinner } from "../components/ui/spinner";

/** A lazily loaded part, behind its own error boundary so a failed chunk never blanks the page. */
export function LazyBoundary({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageSpinner label={t("loading")} />}>{children}</Suspense>
    </PageErrorBoundary>
  );
}
