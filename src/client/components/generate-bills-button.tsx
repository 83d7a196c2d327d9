import { Printer } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { BillsScope } from "../lib/demand-slips/bills-scope";
import { useBillsDownload } from "../lib/demand-slips/use-bills-download";
import { cn } from "../lib/cn";
import { Button } from "./ui/button";
import { Spinner } from "./ui/spinner";

/**
 * A button that saves Bills.pdf for a student, a ledger or the school. While the worker prints it
 * is disabled and shows how far along it is (a large school takes a few seconds).
 */
export function GenerateBillsButton({
  scope,
  label,
  variant = "outline",
  className,
}: {
  scope: BillsScope;
  label: string;
  variant?: "default" | "outline";
  className?: string;
}) {
  const { t } = useTranslation("bills");
  const { download, progress, isGenerating } = useBillsDownload();
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <div className={cn("relative inline-flex flex-col", className)}>
      <Button variant={variant} disabled={isGenerating} aria-busy={isGenerating} onClick={() => void download(scope)}>
        {isGenerating ? <Spinner /> : <Printer aria-hidden />}
        {isGenerating ? t("generating", { percent }) : label}
      </Button>
      {isGenerating ? (
        <div
          role="progressbar"
          aria-label={t("progress")}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="absolute inset-x-1 -bottom-1.5 h-1 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full bg-brand-700 transition-[width] duration-200" style={{ width: `${percent}%` }} />
        </div>
      ) : null}
    </div>
  );
}
