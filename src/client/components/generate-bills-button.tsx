import { Printer } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BillsScope } from "../lib/demand-slips/bills-scope";
import { useBillsDownload } from "../lib/demand-slips/use-bills-download";
import { useSlipCounts } from "../lib/demand-slips/use-slip-counts";
import { cn } from "../lib/cn";
import { Button } from "./ui/button";
import { Spinner } from "./ui/spinner";

/**
 * A button that saves a student's slip, or Bills.pdf for a ledger or the school. While the worker
 * prints it is disabled and shows how far along it is (a large school takes a few seconds). A
 * ledger's or the school's bills leave out the ₹0.00 slips unless told otherwise, and say how many
 * slips will print before the click.
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
  const [onlyOwing, setOnlyOwing] = useState(true);
  const optionScope = scope.kind === "student" ? null : scope;
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <div className={cn("inline-flex flex-col gap-1", className)}>
      <div className="relative inline-flex flex-col">
        <Button
          variant={variant}
          disabled={isGenerating}
          aria-busy={isGenerating}
          onClick={() => void download(scope, { onlyOwing: optionScope !== null && onlyOwing })}
        >
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
      {optionScope ? <OwingOnlyOption scope={optionScope} checked={onlyOwing} onChange={setOnlyOwing} /> : null}
    </div>
  );
}

/** The "Only students who owe" tick and how many slips a click will print. */
function OwingOnlyOption({
  scope,
  checked,
  onChange,
}: {
  scope: Exclude<BillsScope, { kind: "student" }>;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation("bills");
  const id = useId();
  const counts = useSlipCounts(scope);
  const count = counts ? (checked ? counts.owing : counts.all) : null;
  return (
    <div className="flex flex-col gap-0.5 text-xs text-slate-600">
      <label htmlFor={id} className="inline-flex items-center gap-1.5">
        <input
          id={id}
          type="checkbox"
          className="size-4"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        {t("onlyOwing")}
      </label>
      {/* Kept (empty) while the slips load, so the page below does not jump when the count arrives. */}
      <p aria-live="polite" className="min-h-4">
        {count === null ? null : t("count", { count, who: t(checked ? "whoOwing" : "whoAll") })}
      </p>
    </div>
  );
}
