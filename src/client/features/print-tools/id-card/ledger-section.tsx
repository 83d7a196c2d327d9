import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { DOCUMENT_FILE_NAMES } from "@/documents/file-names";
import type { School } from "@/shared/api/school";
import type { Student } from "@/shared/api/student";
import { LedgerOptions } from "../../../components/ledger-options";
import { ledgerStudentsQuery } from "../../../components/queries/fetch-ledger-students";
import { ledgersQuery } from "../../../components/queries/ledgers-query";
import { studentQuery } from "../../../components/queries/student-query";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { FormField } from "../../../components/ui/form-field";
import { NativeSelect } from "../../../components/ui/native-select";
import { GenerateButton } from "../generate/generate-button";
import { PrintNotice } from "../generate/print-notice";
import { usePrintAction } from "../generate/use-print-action";
import "../i18n";
import { cardFromStudent, cardSchool } from "./card-input";
import { fetchLedgerPhotos } from "./ledger-photos";
import { StudentSelect } from "./student-select";

/**
 * A ledger, then either one of its students to fill in the card (`onChooseStudent`), or cards for
 * every student with their stored photos, many to an A4 page with cut marks. Those students are fetched afresh on each
 * print, so a card never misses this morning's admission.
 */
export function LedgerSection({
  school,
  studentId,
  onChooseStudent,
}: {
  school: School;
  studentId: string | null;
  onChooseStudent: (student: Student) => void;
}) {
  const { t } = useTranslation(["printTools", "common"]);
  const queryClient = useQueryClient();
  const ledgers = useQuery(ledgersQuery(school._id));
  // Opened for a student (?studentId=), the ledger starts as theirs.
  const shownStudent = useQuery(studentQuery(studentId));
  const [chosenLedgerId, setLedgerId] = useState("");
  const ledgerId = chosenLedgerId || shownStudent.data?.ledgerOwnerId || "";
  const [error, setError] = useState<string>();
  const [fetching, setFetching] = useState(false);
  const { state, print, generating } = usePrintAction("student-id-card");

  const generate = async (event: FormEvent) => {
    event.preventDefault();
    const ledger = ledgers.data?.find((candidate) => candidate._id === ledgerId);
    if (!ledger) return setError(t("idCard.errors.chooseLedger"));
    setError(undefined);
    setFetching(true);
    let students;
    let photos;
    try {
      students = await queryClient.fetchQuery({ ...ledgerStudentsQuery(ledger._id), staleTime: 0 });
      photos = await fetchLedgerPhotos(students);
    } catch (caught) {
      return setError(
        t("idCard.studentLoadFailed", { message: caught instanceof Error ? caught.message : String(caught) }),
      );
    } finally {
      setFetching(false);
    }
    if (students.length === 0) return setError(t("idCard.ledgerEmpty"));
    await print(
      {
        loadGenerator: () =>
          import("@/documents/student-id-card/student-id-cards").then((module) => module.generateStudentIdCards),
        data: {
          school: cardSchool(school),
          cards: students.map((student) => ({ ...cardFromStudent(student, ledger), photo: photos.get(student._id) })),
        },
        fileName: DOCUMENT_FILE_NAMES.studentIdCards,
      },
      ({ pageCount }) =>
        t("idCard.cardsOnPages", {
          cards: t("idCard.cards", { count: students.length }),
          pages: t("common.pages", { count: pageCount }),
        }),
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("idCard.ledgerTitle")}</CardTitle>
        <p className="text-sm text-slate-600">{t("idCard.ledgerText")}</p>
      </CardHeader>
      <CardContent>
        {ledgers.isError ? (
          <p role="alert" className="text-sm text-red-600">
            {t("idCard.ledgersFailed", { message: ledgers.error.message })}
          </p>
        ) : ledgers.data?.length === 0 ? (
          <p className="text-sm text-slate-600">{t("idCard.noLedgers")}</p>
        ) : (
          <form className="space-y-4" noValidate onSubmit={(event) => void generate(event)}>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label={t("idCard.ledger")} error={error}>
                <NativeSelect
                  value={ledgerId}
                  disabled={ledgers.isPending}
                  onChange={(event) => {
                    setLedgerId(event.target.value);
                    setError(undefined);
                  }}
                >
                  <option value="">{ledgers.isPending ? t("common:loading") : t("idCard.chooseLedger")}</option>
                  <LedgerOptions ledgers={ledgers.data} />
                </NativeSelect>
              </FormField>
              <StudentSelect ledgerId={ledgerId} studentId={studentId} onChoose={onChooseStudent} />
            </div>
            <div className="space-y-3">
              <GenerateButton
                generating={fetching || generating}
                label={t("idCard.generateLedger")}
                busyLabel={fetching ? t("idCard.fetchingStudents") : undefined}
              />
              <PrintNotice state={state} />
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
