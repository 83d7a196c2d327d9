import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { sidebarLinks } from "../../lib/navigation";
import { Card } from "../../components/ui/card";

/** Header "Services": every tool Bahi offers, as large tap targets. */
export default function ServicesPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <h1 className="text-2xl font-semibold">{t("titles.services")}</h1>
      <p className="text-slate-600">{t("services.intro")}</p>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {sidebarLinks.map(({ to, labelKey, icon: Icon }) => (
          <li key={to}>
            <Card className="h-full transition-colors hover:border-brand-600">
              <Link to={to} className="flex items-center gap-3 p-5 font-medium">
                {Icon ? <Icon className="size-6 text-brand-700" aria-hidden /> : null}
                {t(labelKey)}
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
