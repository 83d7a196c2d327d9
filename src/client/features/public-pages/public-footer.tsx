import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { footerLinks, type NavLinkItem } from "../../lib/navigation";

// Signed-out visitors have no header menu, so About Us joins the footer's policy and contact links.
const links: NavLinkItem[] = [{ to: "/About-us", labelKey: "nav.aboutUs" }, ...footerLinks];

export function PublicFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-slate-200 bg-white px-4 py-5 text-sm text-slate-600">
      <div className="mx-auto max-w-3xl">
        <nav aria-label={t("publicPages:shell.footer")}>
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
