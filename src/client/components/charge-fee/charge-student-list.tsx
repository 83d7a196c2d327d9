import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { Student } from "@/shared/api/student";
import { formatPaise, type Paise } from "@/shared/money";
import { Button } from "../ui/button";
import { Input } from "../ui/input";
import "./i18n";

/**
 * The class to charge: a tick per student (all ticked at first) and a concession box beside each,
 * its message right under it. The list scrolls on its own so a class of 60 fits a phone's dialog.
 */
export function ChargeStudentList({
  students,
  unticked,
  onToggle,
  onSelectAll,
  onClear,
  concessions,
  onConcessionChange,
  problems,
  standing,
}: {
  students: readonly Student[];
  unticked: ReadonlySet<string>;
  onToggle: (studentId: string) => void;
  onSelectAll: () => void;
  onClear: () => void;
  concessions: Readonly<Record<string, string>>;
  onConcessionChange: (studentId: string, text: string) => void;
  /** Translated message of each refused concession, by student id. */
  problems: ReadonlyMap<string, string>;
  /** Each ticked student's standing concession of the head, in paise (taken off before the box's). */
  standing: ReadonlyMap<string, Paise>;
}) {
  const { t } = useTranslation("chargeFee");
  const id = useId();
  const ticked = students.filter((student) => !unticked.has(student._id)).length;
  return (
    <div role="group" aria-labelledby={`${id}-heading`} className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-x-2">
        <p className="text-sm font-medium">
          <span id={`${id}-heading`}>{t("students")}</span>{" "}
          <span className="font-normal text-slate-600">{t("tickedCount", { ticked, total: students.length })}</span>
        </p>
        <div className="flex gap-1">
          <Button type="button" variant="ghost" size="sm" onClick={onSelectAll}>
            {t("selectAll")}
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={onClear}>
            {t("clear")}
          </Button>
        </div>
      </div>
      <div className="rounded-md border border-slate-200">
        <p
          aria-hidden
          className="flex justify-between border-b border-slate-200 bg-slate-50 px-2 py-1 text-xs text-slate-600"
        >
          <span>{t("student")}</span>
          <span className="w-24 text-right">{t("concession")}</span>
        </p>
        <ul className="max-h-64 divide-y divide-slate-100 overflow-y-auto overscroll-contain">
          {students.map((student) => {
            const tickId = `${id}-${student._id}-tick`;
            const errorId = `${id}-${student._id}-error`;
            const isTicked = !unticked.has(student._id);
            const problem = isTicked ? problems.get(student._id) : undefined;
            return (
              <li key={student._id} className="px-2 py-1.5">
                <div className="flex items-center gap-2">
                  <input
                    id={tickId}
                    type="checkbox"
                    className="size-5 shrink-0"
                    checked={isTicked}
                    onChange={() => onToggle(student._id)}
                  />
                  <label htmlFor={tickId} className="min-w-0 flex-1 break-words text-sm">
                    {student.rollNumber ? (
                      <span className="mr-1.5 tabular-nums text-slate-500">{student.rollNumber}</span>
                    ) : null}
                    {student.name}
                    {standing.has(student._id) ? (
                      <span className="block text-xs text-emerald-800">
                        {t("standingFor", { amount: formatPaise(standing.get(student._id)!) })}
                      </span>
                    ) : null}
                  </label>
                  <Input
                    className="h-9 w-24 shrink-0 text-right tabular-nums"
                    inputMode="decimal"
                    placeholder="0"
                    aria-label={t("concessionFor", { name: student.name })}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? errorId : undefined}
                    disabled={!isTicked}
                    value={concessions[student._id] ?? ""}
                    onChange={(event) => onConcessionChange(student._id, event.target.value)}
                  />
                </div>
                {problem ? (
                  <p id={errorId} role="alert" className="mt-1 text-right text-xs text-red-600">
                    {problem}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
