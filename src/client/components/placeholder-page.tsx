import { Construction } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { CommonKey } from "../lib/text-keys";
import { Card, CardContent } from "./ui/card";

/** Stands in for a screen whose issue has not landed yet, so every documented route exists. */
export function PlaceholderPage({ titleKey }: { titleKey: CommonKey }) {
  const { t } = useTranslation();
  return (
    <Card className="mx-auto max-w-xl">
      <CardContent className="flex flex-col items-center gap-3 p-8 text-center">
        <Construction className="size-10 text-brand-700" aria-hidden />
        <h1 className="text-xl font-semibold">{t(titleKey)}</h1>
        <p className="text-slate-600">{t("comingSoon")}</p>
      </CardContent>
    </Card>
  );
}
