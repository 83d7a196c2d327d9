import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { ContentSections } from "./content-sections";
import { InstallAppCard } from "./install-app-card";
import { PublicShell } from "./public-shell";

export default function LatestUpdatePage() {
  const { t } = useTranslation("publicPages");
  return (
    <PublicShell title={t("latestUpdate.title")}>
      <p>{t("latestUpdate.intro")}</p>
      <InstallAppCard />
      <ContentSections page="latestUpdate" />
      <Button asChild>
        <Link to="/">{t("latestUpdate.openApp")}</Link>
      </Button>
    </PublicShell>
  );
}
