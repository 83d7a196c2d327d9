import { useTranslation } from "react-i18next";
import { ContactDetails } from "./contact-details";
import { PublicShell } from "./public-shell";

export default function ContactUsPage() {
  const { t } = useTranslation("publicPages");
  return (
    <PublicShell title={t("contact.title")} lead={t("shell.lastUpdated")}>
      <p>{t("contact.intro")}</p>
      <ContactDetails />
    </PublicShell>
  );
}
