import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { footerSectionLinks as links } from "../lib/navigation";
import { cn } from "../lib/cn";

/** The footer of every page, in the app's layout and on the public pages alike. */
export function SiteFooter({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-slate-200 bg-white px-4 py-5 text-sm text-slate-600">
      <div className={cn(className)}>
        <nav aria-label={t("footer.label")}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {links.map(({ to, labelKey }) => (
              <li key={to}>
                <Link to={to} className="hover:text-brand-700 hover:underline">
                  {t(labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-3 text-xs text-slate-500">{t("footer.rights", { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
