import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { cn } from "../../lib/cn";
import { sidebarLinks } from "../../lib/navigation";
import { PricingCard } from "./pricing-card";

/** The sidebar's links and pricing card; the desktop aside and the mobile menu (its own links as children) both render it. */
export function SidebarContent({ onNavigate, children }: { onNavigate?: () => void; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex h-full flex-col gap-6">
      <nav aria-label={t("nav.sidebarNavigation")}>
        <ul className="space-y-1">
          {sidebarLinks.map(({ to, labelKey, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={to === "/"}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    "flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100",
                    isActive && "bg-brand-700 text-white hover:bg-brand-700",
                  )
                }
              >
                {Icon ? <Icon className="size-4" aria-hidden /> : null}
                {t(labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
      <PricingCard />
    </div>
  );
}
