import { useTranslation } from "react-i18next";
import type { Student } from "@/shared/api/student";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import "../i18n";

/** SPEC's '... this student?', naming the student and how many transactions go with them. */
export function DeleteStudentDialog({
  student,
  onOpenChange,
  onConfirm,
}: {
  student: Student | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: (student: Student) => void;
}) {
  const { t } = useTranslation("students");
  return (
    <ConfirmDialog
      open={student !== null}
      onOpenChange={onOpenChange}
      title={t("confirmDelete.title")}
      description={
        student ? (
          <>
            <span className="block font-medium text-slate-900">
              {student.rollNumber
                ? t("confirmDelete.what", { name: student.name, rollNumber: student.rollNumber })
                : t("confirmDelete.whatNoRoll", { name: student.name })}
            </span>
            <span className="block">
              {t("confirmDelete.consequence", { transactions: t("transactions", { count: student.transactionCount }) })}
            </span>
          </>
        ) : null
      }
      onConfirm={() => student && onConfirm(student)}
    />
  );
}
