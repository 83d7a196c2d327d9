import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { Student } from "@/shared/api/student";
import { ledgerStudentsQuery } from "../../../components/queries/fetch-ledger-students";
import { FormField } from "../../../components/ui/form-field";
import { NativeSelect } from "../../../components/ui/native-select";
import "../i18n";

/** The students of the chosen ledger, in the ledger's roll order; choosing one hands over their record. */
export function StudentSelect({
  ledgerId,
  studentId,
  onChoose,
}: {
  ledgerId: string;
  studentId: string | null;
  onChoose: (student: Student) => void;
}) {
  const { t } = useTranslation(["printTools", "common"]);
  const students = useQuery(ledgerStudentsQuery(ledgerId));
  const chosen = students.data?.some((student) => student._id === studentId) ? studentId! : "";
  const empty = !ledgerId
    ? t("idCard.chooseLedgerFirst")
    : students.isPending
      ? t("common:loading")
      : students.data?.length === 0
        ? t("idCard.ledgerEmpty")
        : t("idCard.chooseStudent");
  const error = students.isError ? t("idCard.studentsFailed", { message: students.error.message }) : undefined;
  return (
    <FormField label={t("idCard.student")} error={error}>
      <NativeSelect
        value={chosen}
        disabled={!students.data?.length}
        onChange={(event) => {
          const student = students.data?.find((candidate) => candidate._id === event.target.value);
          if (student) onChoose(student);
        }}
      >
        <option value="">{empty}</option>
        {students.data?.map((student) => (
          <option key={student._id} value={student._id}>
            {student.rollNumber
              ? t("idCard.studentOption", { name: student.name, rollNumber: student.rollNumber })
              : student.name}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
