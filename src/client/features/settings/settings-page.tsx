import { ChevronRight, LogOut, Pencil, QrCode } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LanguageSwitch } from "../../components/language-switch";
import { Button } from "../../components/ui/button";
import { footerSectionLinks as aboutLinks } from "../../lib/navigation";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { useLogout } from "../../lib/session/use-logout";
import { useIsOwner } from "../../lib/session/use-my-role";
import { useMySchool } from "../../lib/session/use-my-school";
import "./i18n";
import { FeeHeadsSection } from "./fee-heads-section";
import { FamilyReminderTemplateSection } from "./family-reminder-template-form";
import { ReminderTemplateSection } from "./reminder-template-form";
import { SettingsSection } from "./settings-section";

export default function SettingsPage() {
  const { t } = useTranslation("settings");
  const { user } = useCurrentUser();
  const { data: school } = useMySchool(user?.id);
  const logout = useLogout();
  // Editing the school and the reminder text is the owner's (the server refuses staff anyway).
  const isOwner = useIsOwner();

  return (
    <div className="mx-auto max-w-3xl space-y-4 sm:space-y-6">
      <h1 className="text-xl font-bold sm:text-2xl">{t("title")}</h1>

      <SettingsSection title={t("language.title")} description={t("language.text")}>
        <LanguageSwitch onAccount />
      </SettingsSection>

      {/* The school's details live on the profile, where the owner changes them; here only the way there. */}
      {isOwner ? (
        <SettingsSection title={t("school.title")} description={t("school.text")}>
          <Button asChild variant="outline">
            <Link to="/profile">
              <Pencil aria-hidden />
              {t("school.edit")}
            </Link>
          </Button>
        </SettingsSection>
      ) : null}

      <SettingsSection title={t("upi.title")} description={t("upi.text")}>
        <p className="text-sm text-slate-500">{t("upi.label")}</p>
        <p className="break-all font-medium" data-testid="settings-upi-id">
          {school ? school.upiVpa || t("upi.none") : null}
        </p>
        {isOwner ? (
          <Button asChild variant="outline" className="mt-4">
            <Link to="/profile">
              <QrCode aria-hidden />
              {school?.upiVpa ? t("upi.change") : t("upi.add")}
            </Link>
          </Button>
        ) : null}
      </SettingsSection>

      {isOwner ? (
        <SettingsSection
          title={t("sectionTitle", { ns: "feeHeads" })}
          description={t("sectionText", { ns: "feeHeads" })}
        >
          <FeeHeadsSection />
        </SettingsSection>
      ) : null}

      {isOwner ? (
        <SettingsSection title={t("reminders.title")} description={t("reminders.text")}>
          <ReminderTemplateSection />
        </SettingsSection>
      ) : null}

      {isOwner ? (
        <SettingsSection title={t("familyReminders.title")} description={t("familyReminders.text")}>
          <FamilyReminderTemplateSection />
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
