import { FileDown, FileSpreadsheet } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { DOCUMENT_FILE_NAMES } from "@/documents/file-names";
import type { OmrMarkListInput } from "@/documents/omr-mark-list/omr-mark-list-schema";
import { DataTable, OrDash, type DataColumn } from "../../../components/data-table";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { errorMessage } from "../../../lib/error-message";
import { downloadFile } from "../../../lib/print/download-file";
import { printDocument } from "../../../lib/print/print-document";
import type { AnswerKey } from "../grading/answer-key";
import type { CorrectedReading } from "../grading/correct-reading";
import type { Marking } from "../grading/score-sheet";
import { byRollNumber, type ResultRow } from "../results/result-rows";
import { resultsCsv } from "../results/results-csv";
import { statusText } from "../status-text";
import type { SheetResult } from "../worker/omr-worker-protocol";
import "../i18n";

const count = (value: number | undefined) => (value === undefined ? "" : String(value));

/** The results table, one row per sheet in the order read, with the CSV and the mark list (roll-number order). */
export function ResultsCard({
  rows,
  sheets,
  seconds,
  questionCount,
  answerKey,
  marking,
  schoolName,
  onView,
}: {
  rows: readonly ResultRow[];
  sheets: readonly (SheetResult & { reading: CorrectedReading })[];
  seconds: number;
  questionCount: number;
  answerKey: AnswerKey;
  marking: Marking;
  schoolName: string;
  onView: (index: number) => void;
}) {
  const { t, i18n } = useTranslation("omrCheck");
  const [printing, setPrinting] = useState(false);
  const status = (row: ResultRow) => statusText(t, sheets[row.index]!.reading);
  const columns: DataColumn<ResultRow>[] = [
    {
      id: "file",
      header: t("results.file"),
      primary: true,
      cell: (row) => (
        <button
          type="button"
          className="text-left text-brand-700 underline-offset-2 hover:underline"
          aria-label={t("results.view", { file: row.file })}
          onClick={() => onView(row.index)}
        >
          {row.file}
        </button>
      ),
    },
    { id: "roll", header: t("results.rollNumber"), cell: (row) => <OrDash value={row.rollNumber} /> },
    { id: "name", header: t("results.name"), cell: (row) => <OrDash value={row.name} /> },
    { id: "right", header: t("results.right"), align: "right", cell: (row) => count(row.score?.right) },
    { id: "wrong", header: t("results.wrong"), align: "right", cell: (row) => count(row.score?.wrong) },
    { id: "blank", header: t("results.blank"), align: "right", cell: (row) => count(row.score?.blank) },
    { id: "double", header: t("results.double"), align: "right", cell: (row) => count(row.score?.double) },
    {
      id: "score",
      header: t("results.score"),
      align: "right",
      cell: (row) => <strong>{count(row.score?.score)}</strong>,
    },
    {
      id: "status",
      header: t("results.status"),
      cell: (row) => (
        <span className={!row.score ? "text-red-700" : row.status === "check" ? "text-amber-800" : undefined}>
          {status(row)}
        </span>
      ),
    },
  ];

  const downloadCsv = () => {
    const headings = {
      file: t("results.file"),
      rollNumber: t("results.rollNumber"),
      name: t("results.name"),
      right: t("results.right"),
      wrong: t("results.wrong"),
      blank: t("results.blank"),
      double: t("results.double"),
      score: t("results.score"),
      status: t("results.status"),
      corrected: t("results.corrected"),
      question: (number: number) => t("results.question", { number }),
    };
    // The byte-order mark lets Excel open Hindi names as UTF-8.
    downloadFile(
      `\uFEFF${resultsCsv(rows, questionCount, headings, status)}\r\n`,
      DOCUMENT_FILE_NAMES.omrResults,
      "text/csv;charset=utf-8",
    );
    toast.success(t("results.saved", { fileName: DOCUMENT_FILE_NAMES.omrResults }));
  };

  const downloadMarkList = async () => {
    const data: OmrMarkListInput = {
      schoolName,
      questionCount,
      countedQuestions: answerKey.filter(Boolean).length,
      marking,
      rows: byRollNumber(rows).map((row) => ({
        rollNumber: row.rollNumber,
        name: row.name,
        file: row.file,
        status: row.status,
        corrected: [...row.corrected],
        rollNumberCorrected: row.rollNumberCorrected,
        ...row.score,
      })),
    };
    setPrinting(true);
    try {
      await printDocument({
        loadGenerator: () =>
          import("@/documents/omr-mark-list/omr-mark-list").then((module) => module.generateOmrMarkList),
        data,
        fileName: DOCUMENT_FILE_NAMES.omrMarkList,
        language: i18n.language === "hi" ? "hi" : "en",
      });
      toast.success(t("results.saved", { fileName: DOCUMENT_FILE_NAMES.omrMarkList }));
    } catch (error) {
      toast.error(t("results.markListFailed"), { description: errorMessage(error) });
    } finally {
      setPrinting(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("results.title")}</CardTitle>
        <p className="text-sm text-slate-600">
          {t("results.summary", { sheets: rows.length, seconds: seconds.toFixed(1) })}
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="button" variant="outline" onClick={downloadCsv}>
            <FileSpreadsheet aria-hidden />
            {t("results.csv")}
          </Button>
          <Button type="button" variant="outline" disabled={printing} onClick={() => void downloadMarkList()}>
            <FileDown aria-hidden />
            {t("results.markList")}
          </Button>
        </div>
        <DataTable caption={t("results.caption")} columns={columns} rows={rows} rowKey={(row) => String(row.index)} />
      </CardContent>
    </Card>
  );
}
