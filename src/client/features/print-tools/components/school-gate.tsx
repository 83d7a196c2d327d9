import { useTranslation } from "react-i18next";
import type { ReactNode } from "react";
import type { School } from "@/shared/api/school";
import { PageSpinner } from "../../../components/ui/spinner";
import "../i18n";
import { useToolSchool } from "./use-tool-school";

/** Renders a tool once the school is known, so its first values (the school's name) are right from the start. */
export function SchoolGate({ children }: { children: (school: School | null) => ReactNode }) {
  const { t } = useTranslation("printTools");
  const { school, ready } = useToolSchool();
  return ready ? children(school) : <PageSpinner label={t("common.loadingSchool")} />;
}
