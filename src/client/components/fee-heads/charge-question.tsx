import { useTranslation } from "react-i18next";
import { ALREADY_CHARGED, OUTSIDE_SESSION, type AlreadyChargedStudent } from "@/shared/api/transaction";
import { ApiRequestError } from "../../lib/api-client";
import { Button } from "../ui/button";
import { formatPeriod } from "@/shared/rules/format-period";
import "./i18n";

/** What a refused charge asks the director before it is sent again. */
export type ChargeQuestion =
  { kind: "alreadyCharged"; students: AlreadyChargedStudent[] } | { kind: "outsideSession"; session: string };

/** The question a Dues refusal asks (409 ALREADY_CHARGED, 400 OUTSIDE_SESSION), or null for any other error. */
export function chargeQuestionOf(error: unknown): ChargeQuestion | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.code === ALREADY_CHARGED)
    return { kind: "alreadyCharged", students: (error.details.students as AlreadyChargedStudent[] | undefined) ?? [] };
  if (error.code === OUTSIDE_SESSION)
    return { kind: "outsideSession", session: String(error.details.sessionYear ?? "") };
  return null;
}

/**
 * "12 students already charged Tuition fee for Nov 2025 — skip them / charge again", or "This date is
 * outside 2025-26. Charge anyway?": the answer sends the charge again with the director's choice.
 */
export function ChargeQuestionPanel({
  question,
  headName,
  period,
  canSkip,
  onSkip,
  onChargeAgain,
  onChargeAnyway,
  onCancel,
}: {
  question: ChargeQuestion;
  headName: string;
  period: string | null;
  /** A single charge has no "others" to charge. */
  canSkip: boolean;
  onSkip: () => void;
  onChargeAgain: () => void;
  onChargeAnyway: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation("feeHeads");
  const periodText = period ? formatPeriod(period, i18n.language) : "";
  const names = question.kind === "alreadyCharged" ? question.students.map((s) => s.name) : [];
  const shown = names.slice(0, 5).join(", ") + (names.length > 5 ? "…" : "");
  return (
    <div
      role="alertdialog"
      aria-live="assertive"
      className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm"
      data-testid="charge-question"
    >
      <p className="font-medium text-amber-900">
        {question.kind === "outsideSession"
          ? t("outsideSession", { session: question.session })
          : !canSkip && names.length === 1
            ? t("alreadyChargedOne", { name: names[0], head: headName, period: periodText })
            : t("alreadyCharged", { count: names.length, head: headName, period: periodText, names: shown })}
      </p>
      <div className="flex flex-wrap gap-2">
        {question.kind === "outsideSession" ? (
          <Button type="button" onClick={onChargeAnyway}>
            {t("chargeAnyway")}
          </Button>
        ) : (
          <>
            {canSkip ? (
              <Button type="button" onClick={onSkip}>
                {t("skipThem")}
              </Button>
            ) : null}
            <Button type="button" variant="outline" onClick={onChargeAgain}>
              {t("chargeAgain")}
            </Button>
          </>
        )}
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t("cancel")}
        </Button>
      </div>
    </div>
  );
}
