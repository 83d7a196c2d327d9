import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { Toaster } from "sonner";
import { OutboxBanner } from "../../components/outbox-banner";
import { SiteFooter } from "../../components/site-footer";
import { PageSpinner } from "../../components/ui/spinner";
import { cn } from "../../lib/cn";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { useMySchool } from "../../lib/session/use-my-school";
import { Header } from "./header";
import { SidebarContent } from "./sidebar";
import { StaffAccessGate } from "./staff-access-gate";

const SIDEBAR_KEY = "bahi.sidebarOpen";

const TOASTS_BELOW_HEADER = { top: "4.5rem" };

/** Header, collapsible sidebar (a slide-in menu on phones), the page, and the footer. */
export function AppLayout() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const { data: school } = useMySchool(user?.id);
  const [sidebarOpen, setSidebarOpen] = useState(() => localStorage.getItem(SIDEBAR_KEY) !== "false");
  const toggleSidebar = () => {
    setSidebarOpen((open) => {
      localStorage.setItem(SIDEBAR_KEY, String(!open));
      return !open;
    });
  };
  return (
    <div className="flex min-h-screen flex-col">
      {/* First in the tab order: past the header and sidebar links straight to the page. */}
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-brand-700 px-3 py-2 text-white focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        {t("skipToContent")}
      </a>
      <Header directorName={school?.directorName ?? user?.name ?? ""} onToggleSidebar={toggleSidebar} />
      {/* At least a screen tall, so the footer starts below the fold and never jumps as a page loads. */}
      <div className="flex min-h-screen flex-1">
        <aside
          className={cn(
            "hidden w-64 shrink-0 border-r border-slate-200 bg-white p-4 lg:block",
            !sidebarOpen && "lg:hidden",
          )}
          data-testid="sidebar"
        >
          <SidebarContent />
        </aside>
        <main id="main-content" tabIndex={-1} className="min-w-0 flex-1 p-3 outline-none sm:p-6">
          <OutboxBanner />
          <StaffAccessGate>
            <Suspense fallback={<PageSpinner label={t("loading")} />}>
              <Outlet />
            </Suspense>
          </StaffAccessGate>
        </main>
      </div>
      <SiteFooter />
      {/* Only signed-in screens raise toasts; here sonner stays out of the sign-in page's load. Below the
          sticky 4rem header, on a phone too (sonner's phone default is 16 px from the top): a toast over
          the header covered the menu button for its seconds on screen. */}
      <Toaster
        position="top-center"
        offset={TOASTS_BELOW_HEADER}
        mobileOffset={TOASTS_BELOW_HEADER}
        richColors
        closeButton
      />
    </div>
  );
}
