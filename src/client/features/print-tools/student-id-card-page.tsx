import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { School } from "@/shared/api/school";
import type { Student } from "@/shared/api/student";
import { FormError } from "../../components/form-error";
import { queryKeys } from "../../components/queries/query-keys";
import { Card } from "../../components/ui/card";
import { PageSpinner } from "../../components/ui/spinner";
import { SchoolGate } from "./components/school-gate";
import { ToolPage } from "./components/tool-page";
import "./i18n";
import { LedgerSection } from "./id-card/ledger-section";
import { StudentCardForm } from "./id-card/student-card-form";
import { useStudentPrefill } from "./id-card/use-student-prefill";

export default function StudentIdCardPage() {
  const [params, setParams] = useSearchParams();
  const studentId = params.get("studentId");
  const queryClient = useQueryClient();
  // A student picked from a ledger goes the way of the student list's ID-card link (?studentId=), with
  // the record already at hand, so the card fills in at once. Replacing the entry keeps Back useful.
  const chooseStudent = (student: Student) => {
    queryClient.setQueryData(queryKeys.student(student._id), student);
    setParams({ studentId: student._id }, { replace: true });
  };
  return (
    <SchoolGate>
      {(school) => <StudentIdCardTool school={school} studentId={studentId} onChooseStudent={chooseStudent} />}
    </SchoolGate>
  );
}

function StudentIdCardTool({
  school,
  studentId,
  onChooseStudent,
}: {
  school: School | null;
  studentId: string | null;
  onChooseStudent: (student: Student) => void;
}) {
  const { t } = useTranslation(["printTools", "common"]);
  const prefill = useStudentPrefill(studentId, school?._id);
  return (
    <ToolPage title={t("common:titles.studentIdCard")} subtitle={t("idCard.subtitle")}>
      {school ? <LedgerSection school={school} studentId={studentId} onChooseStudent={onChooseStudent} /> : null}
      {prefill.status === "loading" ? (
        <Card>
          <PageSpinner label={t("idCard.loadingStudent")} />
        </Card>
      ) : (
        <>
          {prefill.status === "failed" ? (
            <FormError message={t("idCard.studentLoadFailed", { message: prefill.message })} />
          ) : null}
          {/* Keyed by the student so another student's link starts a fresh form. */}
          <StudentCardForm
            key={studentId ?? ""}
            prefill={prefill.status === "ready" ? prefill.values : null}
            prefillPhoto={prefill.status === "ready" ? prefill.photo : null}
            school={school}
          />
        </>
      )}
    </ToolPage>
  );
}
