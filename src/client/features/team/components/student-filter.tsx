import { useQuery } from "@tanstack/react-query";
import { X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ledgersQuery } from "../../../components/queries/ledgers-query";
import { studentQuery } from "../../../components/queries/student-query";
import { useSchoolId } from "../../../components/queries/use-school-id";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { useStudentSearch } from "../api/use-student-search";

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The Activity page's student filter: the chosen student with a way back to all students, or a
 * ledger and a name to search its students by (the server searches within one ledger).
 */
export function StudentFilter({
  studentId,
  onChange,
}: {
  studentId: string | undefined;
  onChange: (studentId: string | undefined) => void;
}) {
  const { t } = useTranslation("team");
  const ledgers = useQuery(ledgersQuery(useSchoolId()));
  const [ledgerId, setLedgerId] = useState("");
  const [draft, setDraft] = useState("");
  const search = useDebouncedValue(draft.trim(), SEARCH_DEBOUNCE_MS);
  const matches = useStudentSearch(studentId ? "" : ledgerId, search);
  const chosen = useQuery(studentQuery(studentId));

  if (studentId) {
    const ledger = ledgers.data?.find((row) => row._id === chosen.data?.ledgerOwnerId);
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700" data-testid="student-filter">
        <span>
          {chosen.data ? t("activity.showingStudent", { name: chosen.data.name }) : t("activity.studentFilter")}
          {ledger ? <span className="text-slate-500"> ({ledger.ledgerName})</span> : null}
        </span>
        <Button variant="outline" size="sm" onClick={() => onChange(undefined)}>
          <X aria-hidden />
          {t("activity.clearStudent")}
        </Button>
      </div>
    );
  }

  const rows = ledgerId ? matches.data?.data : undefined;
  return (
    <div className="space-y-2" data-testid="student-filter">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={t("activity.ledger")}>
          <NativeSelect value={ledgerId} onChange={(event) => setLedgerId(event.target.value)}>
            <option value="">{t("activity.chooseLedger")}</option>
            {ledgers.data?.map((ledger) => (
              <option key={ledger._id} value={ledger._id}>
                {ledger.ledgerName} ({ledger.sessionYear})
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t("activity.student")} hint={ledgerId ? undefined : t("activity.ledgerFirst")}>
          <Input
            type="search"
            autoComplete="off"
            value={draft}
            disabled={!ledgerId}
            placeholder={t("activity.studentSearch")}
            onChange={(event) => setDraft(event.target.value)}
          />
        </FormField>
      </div>
      {matches.isError && ledgerId ? (
        <p role="alert" className="text-sm text-red-600">
          {matches.error.message}
        </p>
      ) : null}
      {rows && rows.length === 0 ? <p className="text-sm text-slate-500">{t("activity.noMatch")}</p> : null}
      {rows && rows.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t("activity.matches")}>
          {rows.map((student) => (
            <li key={student._id}>
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  setDraft("");
                  onChange(student._id);
                }}
              >
                {student.rollNumber ? `${student.name} · ${student.rollNumber}` : student.name}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
