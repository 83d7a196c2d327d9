import { PanelLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { LanguageSwitch } from "../../components/language-switch";
import { cn } from "../../lib/cn";
import { CoinBadge } from "./coin-badge";
import { MobileMenu } from "./mobile-menu";
import { ProfileMenu } from "./profile-menu";
import { HeaderStudentSearch } from "./student-search/header-student-search";
import { useHeaderLinks } from "./use-header-links";

export function Header({ directorName, onToggleSidebar }: { directorName: string; onToggleSidebar: () => void }) {
  const { t } = useTranslation();
  const links = useHeaderLinks();
  // Tighter on a phone, so the menu, name, search, coins, language and profile fit across 360 px in Hindi too.
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-1 border-b border-slate-200 bg-white/95 px-2 backdrop-blur sm:gap-2 sm:px-4">
      <MobileMenu />
      <button
        type="button"
        onClick={onToggleSidebar}
        className="hidden rounded-md p-2 hover:bg-slate-100 lg:inline-flex"
        aria-label={t("nav.toggleSidebar")}
      >
        <PanelLeft className="size-5" />
      </button>
      <Link to="/" className="shrink-0 text-xl font-bold text-brand-700">
        {t("appName")}
      </Link>
      <nav className="ml-4 hidden lg:block" aria-label={t("nav.siteNavigation")}>
        <ul className="flex items-center gap-1 text-sm">
          {links.map(({ to, labelKey }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={to === "/"}
                className={({ isActive }) =>
                  cn("rounded-md px-2.5 py-1.5 hover:bg-slate-100", isActive && "font-semibold text-brand-700")
                }
              >
                {t(labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {/* min-w-0 lets the coin badge, alone, give way when its text outgrows a phone: clipped at the end,
          never pushing the language switch or the profile menu (Team, Activity, Logout) off the screen. */}
      <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-3 [&>*]:shrink-0">
        <HeaderStudentSearch />
        <div className="flex min-w-0 shrink! overflow-hidden rounded-full [&>*]:whitespace-nowrap">
          <CoinBadge />
        </div>
        <LanguageSwitch className="max-sm:[&>svg]:hidden" onAccount />
        <ProfileMenu directorName={directorName} />
      </div>
    </header>
  );
}
