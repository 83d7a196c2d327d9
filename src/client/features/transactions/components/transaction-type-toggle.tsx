import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { TransactionType } from "@/shared/api/transaction";
import { RequiredMark } from "../../../components/ui/label";
import { cn } from "../../../lib/cn";
import "../i18n";

const TYPES: { value: TransactionType; tone: string }[] = [
  { value: "Debit", tone: "border-amber-600 bg-amber-50 text-amber-900" },
  { value: "Credit", tone: "border-emerald-600 bg-emerald-50 text-emerald-900" },
];

/**
 * Dues or Received as two large toggle buttons, chosen first and never by default: a small select
 * defaulting to Received made it too easy to book a charge as a payment.
 */
export function TransactionTypeToggle({
  value,
  onChange,
  error,
}: {
  value: TransactionType | undefined;
  onChange: (type: TransactionType) => void;
  error?: string;
}) {
  const { t } = useTranslation(["transactions", "common"]);
  const id = useId();
  return (
    <div className="space-y-1.5">
      <p id={`${id}-label`} className="text-sm font-medium text-slate-700">
        {/* A group cannot carry aria-required, so its name says it, through the one visible "*". */}
        {t("dialog.type")} <RequiredMark spoken={t("common:required")} />
      </p>
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-message` : undefined}
        className="grid grid-cols-2 gap-2"
      >
        {TYPES.map((type) => (
          <button
            key={type.value}
            type="button"
            aria-pressed={value === type.value}
            onClick={() => onChange(type.value)}
            className={cn(
              "h-12 rounded-lg border-2 text-base font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2",
              value === type.value ? type.tone : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50",
            )}
          >
            {t(`type.${type.value}`)}
          </button>
        ))}
      </div>
      {error ? (
        <p id={`${id}-message`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
