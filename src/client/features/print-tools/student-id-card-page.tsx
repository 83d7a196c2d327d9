import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { School } from "@/shared/api/school";
import { FormError } from "../../components/form-error";
import { Card } from "../../components/ui/card";
import { PageSpinner } from "../../components/ui/spinner";
import { SchoolGate } from "./components/school-gate";
import { ToolPage } from "./components/tool-page";
import "./i18n";
import { LedgerCardsSection } from "./id-card/ledger-cards-section";
import { StudentCardForm } from "./id-card/student-card-form";
import { useStudentPrefill } from "./id-card/use-student-prefill";

export default function StudentIdCardPage() {
  const [params] = useSearchParams();
  const studentId = params.get("studentId");
  return <SchoolGate>{(school) => <StudentIdCardTool school={school} studentId={studentId} />}</SchoolGate>;
}

function StudentIdCardTool({ school, studentId }: { school: School | null; studentId: string | null }) {
  const { t } = useTranslation("printTools");
  const prefill = useStudentPrefill(studentId, school?._id);
  return (
    <ToolPage title={t("common:titles.studentIdCard")} subtitle={t("idCard.subtitle")}>
      {prefill.status === "loading" ? (
        <Card>
          <PageSpinner label={t("idCard.loadingStudent")} />
        </Card>
      ) : (
        <>
          {prefill.status === "failed" ? <FormError message={t("idCard.studentLoadFailed", { message: prefill.message })} /> : null}
          {/* Keyed by the student so another student's link starts a fresh form. */}
          <StudentCardForm key={studentId ?? ""} prefill={prefill.status === "ready" ? prefill.values : null} school={school} />
        </>
      )}
      {school ? <LedgerCardsSection school={school} /> : null}
    </ToolPage>
  );
}
