import { useQuery } from "@tanstack/react-query";
import { ClipboardCheck } from "lucide-react";
import { useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { A4 } from "@/documents/pdf/page-geometry";
import { ledgerStudentsQuery } from "../../components/queries/fetch-ledger-students";
import { PageHeader } from "../../components/page-header";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { useMySchool } from "../../lib/session/use-my-school";
import { checkSettings, DEFAULT_SETTINGS, type CheckSettings } from "./check-settings";
import { ResultsCard } from "./components/results-card";
import { SetupCard, SHEET_FILE_TYPES } from "./components/setup-card";
import { SheetPreviewDialog } from "./components/sheet-preview-dialog";
import { correctReading, type Corrections } from "./grading/correct-reading";
import { namesByRoll, resultRows } from "./results/result-rows";
import { useSheetReading } from "./use-sheet-reading";
import "./i18n";

/** /omr-check: photos of filled OMR sheets in, a scored results table out, all on this device. */
export default function OmrCheckPage() {
  const { t } = useTranslation(["omrCheck", "common"]);
  const { user } = useCurrentUser();
  const school = useMySchool(user?.id).data;
  const [settings, setSettings] = useState<CheckSettings>(DEFAULT_SETTINGS);
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string>();
  const [submitted, setSubmitted] = useState(false);
  const [ledgerId, setLedgerId] = useState("");
  const [viewing, setViewing] = useState<number | null>(null);
  /** Answers set by hand in the preview, per sheet (its index in the batch read). */
  const [corrections, setCorrections] = useState<Readonly<Record<number, Corrections>>>({});
  const { state, read } = useSheetReading();
  const students = useQuery(ledgerStudentsQuery(ledgerId));
  const checked = checkSettings(settings);
  const problems = submitted && !checked.ok ? checked.problems : {};

  const names = useMemo(() => namesByRoll(students.data ?? []), [students.data]);
  // Scores follow the key and marks as they are edited; a new question count needs a new reading.
  const scoring =
    checked.ok && state.phase === "done" && checked.questionCount === state.questionCount ? checked : undefined;
  const sheets = useMemo(
    () =>
      state.phase === "done"
        ? state.results.map((result, i) => ({ ...result, reading: correctReading(result.reading, corrections[i]) }))
        : [],
    [state, corrections],
  );
  const rows = scoring ? resultRows(sheets, scoring.key, scoring.marking, names) : [];
  const correct = (sheet: number, change: Corrections) =>
    setCorrections((all) => ({
      ...all,
      [sheet]: { ...all[sheet], ...change, answers: { ...all[sheet]?.answers, ...change.answers } },
    }));

  const check = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFilesError(files.length ? undefined : t("errors.noFiles"));
    if (!checked.ok || files.length === 0) return;
    setCorrections({});
    void read(files, checked.questionCount);
  };

  return (
    <div className="mx-auto max-w-5xl space-y-4 sm:space-y-6">
      <PageHeader title={t("common:titles.omrCheck")} subtitle={t("subtitle")} />
      <form className="space-y-4 sm:space-y-6" noValidate onSubmit={check}>
        <SetupCard
          settings={settings}
          onChange={setSettings}
          problems={problems}
          ledgerId={ledgerId}
          onLedger={setLedgerId}
        />
        <Card>
          <CardHeader>
            <CardTitle>{t("sheets.title")}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <FormField
              label={t("sheets.input")}
              required
              error={filesError}
              hint={files.length ? t("sheets.chosen", { count: files.length }) : t("sheets.hint")}
            >
              <Input
                type="file"
                multiple
                accept={SHEET_FILE_TYPES}
                className="h-auto py-2"
                onChange={(event) => {
                  setFiles([...(event.target.files ?? [])]);
                  setFilesError(undefined);
                }}
              />
            </FormField>
            <Button type="submit" size="lg" disabled={state.phase === "reading"}>
              <ClipboardCheck aria-hidden />
              {t("sheets.check")}
            </Button>
            {state.phase === "reading" ? (
              <div role="status" className="space-y-1">
                <progress
                  className="w-full"
                  max={state.total}
                  value={state.done}
                  aria-label={t("sheets.progress", state)}
                />
                <p className="text-sm text-slate-600">
                  {t("sheets.progress", { done: Math.min(state.done + 1, state.total), total: state.total })}
                </p>
              </div>
            ) : null}
            {state.phase === "failed" ? (
              <p role="alert" className="text-sm text-red-600">
                {t("errors.failed", { message: state.message })}
              </p>
            ) : null}
          </CardContent>
        </Card>
      </form>
      {scoring && state.phase === "done" ? (
        <ResultsCard
          rows={rows}
          sheets={sheets}
          seconds={state.seconds}
          questionCount={scoring.questionCount}
          answerKey={scoring.key}
          marking={scoring.marking}
          schoolName={school?.schoolName ?? ""}
          onView={setViewing}
        />
      ) : null}
      <SheetPreviewDialog
        sheet={viewing !== null ? (sheets[viewing] ?? null) : null}
        pageSize={A4} // every OMR sheet is printed on A4 (omr-template.ts), whatever its question count
        answerKey={scoring?.key ?? []}
        onClose={() => setViewing(null)}
        onCorrect={(change) => (viewing === null ? undefined : correct(viewing, change))}
      />
    </div>
  );
}
