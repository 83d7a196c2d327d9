import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { ContactSection } from "./contact-section";
import { ContentSections } from "./content-sections";
import { PublicShell } from "./public-shell";

export default function AboutUsPage() {
  const { t } = useTranslation("publicPages");
  return (
    <PublicShell title={t("about.title")}>
      <p>{t("about.intro")}</p>
      <ContentSections page="about" />
      <ContactSection />
      <Button asChild>
        <Link to="/">{t("about.start")}</Link>
      </Button>
    </PublicShell>
  );
}
