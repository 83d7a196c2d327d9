import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";

/** The two-step look of SchoolManager; step 1 is where the director is. */
export function SetupSteps({ active }: { active: 1 | 2 }) {
  const { t } = useTranslation("schoolSetup");
  const steps = [t("stepSchool"), t("stepStart")];
  return (
    <ol className="flex items-center gap-3 text-sm" aria-label={t("addSchoolDetails")}>
      {steps.map((label, index) => {
        const number = index + 1;
        const isActive = number === active;
        return (
          <li key={label} className="flex items-center gap-2" aria-current={isActive ? "step" : undefined}>
            <span
              className={cn(
                "grid size-7 place-items-center rounded-full border text-xs font-semibold",
                isActive ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 text-slate-500",
              )}
            >
              <span className="sr-only">{t("step", { number })}</span>
              {number}
            </span>
            <span className={cn(isActive ? "font-medium text-slate-900" : "text-slate-500")}>{label}</span>
            {number < steps.length ? <span className="mx-1 h-px w-8 bg-slate-300" aria-hidden /> : null}
          </li>
        );
      })}
    </ol>
  );
}
