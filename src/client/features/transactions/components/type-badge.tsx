import { useTranslation } from "react-i18next";
import type { TransactionType } from "@/shared/api/transaction";
import { cn } from "../../../lib/cn";
import "../i18n";

/** Credit reads "Received" (green), Debit reads "Dues" (amber): words first, colour only helps. */
export function TypeBadge({ type }: { type: TransactionType }) {
  const { t } = useTranslation("transactions");
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-2 py-0.5 text-xs font-semibold",
        type === "Credit" ? "bg-emerald-100 text-emerald-800" : "bg-amber-100 text-amber-900",
      )}
    >
      {t(`type.${type}`)}
    </span>
  );
}
