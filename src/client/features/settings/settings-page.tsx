import { ChevronRight, LogOut, Pencil } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LanguageSwitch } from "../../components/language-switch";
import { Button } from "../../components/ui/button";
import { footerLinks, type NavLinkItem } from "../../lib/navigation";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { useLogout } from "../../lib/session/use-logout";
import { useIsOwner } from "../../lib/session/use-my-role";
import { useMySchool } from "../../lib/session/use-my-school";
import "./i18n";
import { ReminderTemplateSection } from "./reminder-template-form";
import { SettingsSection } from "./settings-section";

// Everything about Bahi itself: About Us, then the public pages the footer lists.
const aboutLinks: NavLinkItem[] = [{ to: "/About-us", labelKey: "nav.aboutUs" }, ...footerLinks];

export default function SettingsPage() {
  const { t } = useTranslation("settings");
  const { user } = useCurrentUser();
  const { data: school } = useMySchool(user?.id);
  const logout = useLogout();
  // Editing the school and the reminder text is the owner's (the server refuses staff anyway).
  const isOwner = useIsOwner();

  const schoolRows = school
    ? [
        [t("school.code"), school.schoolId],
        [t("school.name"), school.schoolName],
        [t("school.director"), school.directorName],
        [t("school.contact"), school.contactNumber],
        [t("school.address"), school.address],
      ]
    : [];

  return (
    <div className="mx-auto max-w-3xl space-y-4 sm:space-y-6">
      <h1 className="text-xl font-bold sm:text-2xl">{t("title")}</h1>

      <SettingsSection title={t("language.title")} description={t("language.text")}>
        <LanguageSwitch />
      </SettingsSection>

      <SettingsSection title={t("school.title")}>
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          {schoolRows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-500">{label}</dt>
              <dd className="mb-1 break-words font-medium sm:mb-0">{value}</dd>
            </div>
          ))}
        </dl>
        {/* Only the owner may change the details; staff read them here and on the Profile. */}
        {isOwner ? (
          <Button asChild variant="outline" className="mt-4">
            <Link to="/profile">
              <Pencil aria-hidden />
              {t("school.edit")}
            </Link>
          </Button>
        ) : null}
      </SettingsSection>

      {isOwner ? (
        <SettingsSection title={t("reminders.title")} description={t("reminders.text")}>
          <ReminderTemplateSection />
        </SettingsSection>
      ) : null}

      <SettingsSection title={t("account.title")}>
        <p className="text-sm text-slate-500">{t("account.email")}</p>
        <p className="break-all font-medium">{user?.email}</p>
        <Button variant="outline" className="mt-4" onClick={() => void logout()}>
          <LogOut aria-hidden />
          {t("account.logout")}
        </Button>
      </SettingsSection>

      <SettingsSection title={t("about.title")}>
        <ul className="divide-y divide-slate-100">
          {aboutLinks.map(({ to, labelKey }) => (
            <li key={to}>
              <Link to={to} className="flex items-center justify-between py-2.5 text-sm hover:text-brand-700">
                {t(labelKey, { ns: "common" })}
                <ChevronRight className="size-4 text-slate-400" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      </SettingsSection>
    </div>
  );
}
