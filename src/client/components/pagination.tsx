import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "./ui/button";
import "./i18n";

/** Previous, 'Page X of Y', Next; nothing at all when everything fits on one page (SPEC §2). */
export function Pagination({
  page,
  totalPages,
  onPageChange,
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation("ui");
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t("pagination")} className="flex items-center justify-between gap-2 sm:justify-center sm:gap-4">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden />
        {t("previous")}
      </Button>
      <span className="text-sm text-slate-700" aria-live="polite">
        {t("pageOf", { page, total: totalPages })}
      </span>
      <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
        {t("next")}
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
