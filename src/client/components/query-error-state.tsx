import { TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "./ui/button";
import "./i18n";

/** A list that failed to load says why and offers another try, instead of looking empty. */
export function QueryErrorState({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation("ui");
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-6 py-8 text-center text-red-800"
    >
      <TriangleAlert className="size-8" aria-hidden />
      <p>{t("loadFailed", { message: error.message })}</p>
      <Button variant="outline" onClick={onRetry}>
        {t("retry")}
      </Button>
    </div>
  );
}
