import { useTranslation } from "react-i18next";
import { ContactSection } from "./contact-section";
import { ContentSections } from "./content-sections";
import type { SectionedPage } from "./i18n";
import { PublicShell } from "./public-shell";

/** Privacy, terms, refund and shipping share one shape: title, date, introduction, sections, contact. */
export function PolicyPage({ page }: { page: Extract<SectionedPage, "privacy" | "terms" | "refund" | "shipping"> }) {
  const { t } = useTranslation("publicPages");
  return (
    <PublicShell title={t(`${page}.title`)} lead={t("shell.lastUpdated")}>
      <p>{t(`${page}.intro`)}</p>
      <ContentSections page={page} />
      <ContactSection />
    </PublicShell>
  );
}
