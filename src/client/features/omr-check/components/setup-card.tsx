import { useQuery } from "@tanstack/react-query";
import { ScanLine } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { OMR_MAX_QUESTIONS } from "@/documents/omr-sheet/omr-sheet-schema";
import { LedgerOptions } from "../../../components/ledger-options";
import { ledgersQuery } from "../../../components/queries/ledgers-query";
import { useSchoolId } from "../../../components/queries/use-school-id";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { errorMessage } from "../../../lib/error-message";
import type { CheckSettings, SettingsProblems } from "../check-settings";
import { answerKeyFromReading } from "../grading/answer-key";
import { wasRead } from "../grading/score-sheet";
import { statusText } from "../status-text";
import { runOmrWorkers } from "../worker/run-omr-workers";
import { AnswerKeyGrid } from "./answer-key-grid";
import "../i18n";

export const SHEET_FILE_TYPES = "image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf";

/** The grid's rows for the count as typed: none until it is a whole number the sheets allow. */
function gridQuestions(typed: string): number {
  const count = Number(typed);
  return Number.isInteger(count) && count >= 1 && count <= OMR_MAX_QUESTIONS ? count : 0;
}

/** The test: its size, key and marking, and the ledger whose students' names go with roll numbers. */
export function SetupCard({
  settings,
  onChange,
  problems,
  ledgerId,
  onLedger,
}: {
  settings: CheckSettings;
  onChange: (settings: CheckSettings) => void;
  problems: SettingsProblems;
  ledgerId: string;
  onLedger: (ledgerId: string) => void;
}) {
  const { t } = useTranslation("omrCheck");
  const ledgers = useQuery(ledgersQuery(useSchoolId()));
  const keyInput = useRef<HTMLInputElement>(null);
  const [keyNote, setKeyNote] = useState<{ text: string; error: boolean }>();
  const [readingKey, setReadingKey] = useState(false);
  const set = (field: keyof CheckSettings) => (event: { target: { value: string } }) =>
    onChange({ ...settings, [field]: event.target.value });

  const readKey = async (file: File | undefined) => {
    const questionCount = Number(settings.questionCount);
    if (!file) return;
    // A key is read for a layout: without a question count, say so rather than do nothing.
    if (!Number.isInteger(questionCount) || questionCount < 1)
      return setKeyNote({ text: t("errors.questionCount"), error: true });
    setReadingKey(true);
    setKeyNote(undefined);
    try {
      const [result] = await runOmrWorkers([file], questionCount, () => undefined);
      const reading = result?.reading;
      // A key is taken only from a sheet read surely: a guess in the key would mark every student wrong.
      if (reading && wasRead(reading) && reading.status !== "check" && reading.answers.length === questionCount) {
        onChange({ ...settings, answerKey: answerKeyFromReading(reading) });
        setKeyNote({ text: t("setup.keyRead", { file: file.name, count: questionCount }), error: false });
      } else {
        setKeyNote({
          text: t("setup.keyUnreadable", { status: reading ? statusText(t, reading) : file.name }),
          error: true,
        });
      }
    } catch (error) {
      setKeyNote({ text: t("errors.failed", { message: errorMessage(error) }), error: true });
    } finally {
      setReadingKey(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("setup.title")}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <FormField
          label={t("setup.questionCount")}
          required
          error={problems.questionCount && t(problems.questionCount)}
          hint={t("setup.questionCountHint")}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            className="sm:max-w-48"
            value={settings.questionCount}
            onChange={set("questionCount")}
          />
        </FormField>
        <div className="space-y-2">
          <FormField
            label={t("setup.answerKey")}
            required
            error={problems.answerKey && t(problems.answerKey.key, problems.answerKey.values)}
            hint={t("setup.answerKeyHint")}
          >
            <Input
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              className="font-mono uppercase"
              value={settings.answerKey}
              onChange={set("answerKey")}
            />
          </FormField>
          <AnswerKeyGrid
            questionCount={gridQuestions(settings.questionCount)}
            answerKey={settings.answerKey}
            onChange={(answerKey) => onChange({ ...settings, answerKey })}
          />
          <input
            ref={keyInput}
            type="file"
            accept={SHEET_FILE_TYPES}
            className="sr-only"
            tabIndex={-1}
            aria-hidden
            onChange={(event) => void readKey(event.target.files?.[0]).finally(() => (event.target.value = ""))}
          />
          <Button type="button" variant="outline" disabled={readingKey} onClick={() => keyInput.current?.click()}>
            <ScanLine aria-hidden />
            {readingKey ? t("setup.readingKey") : t("setup.keyFromSheet")}
          </Button>
          {keyNote ? (
            <p
              role={keyNote.error ? "alert" : "status"}
              className={keyNote.error ? "text-sm text-red-600" : "text-sm text-slate-600"}
            >
              {keyNote.text}
            </p>
          ) : null}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t("setup.markRight")} error={problems.marks && t(problems.marks)}>
            <Input
              type="number"
              inputMode="decimal"
              step="any"
              value={settings.markRight}
              onChange={set("markRight")}
            />
          </FormField>
          <FormField label={t("setup.markWrong")} hint={t("setup.markWrongHint")}>
            <Input
              type="number"
              inputMode="decimal"
              step="any"
              value={settings.markWrong}
              onChange={set("markWrong")}
            />
          </FormField>
        </div>
        <FormField label={t("setup.ledger")}>
          <NativeSelect
            value={ledgerId}
            onChange={(event) => onLedger(event.target.value)}
            disabled={!ledgers.data?.length}
          >
            <option value="">{t("setup.noLedger")}</option>
            <LedgerOptions ledgers={ledgers.data} />
          </NativeSelect>
        </FormField>
      </CardContent>
    </Card>
  );
}
