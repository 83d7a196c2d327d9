import { useTranslation } from "react-i18next";
import { DOCUMENT_FILE_NAMES } from "@/documents/file-names";
import type { School } from "@/shared/api/school";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { applicationDefaults, applicationFormSchema } from "./application/application-form-schema";
import { LetterField } from "./application/letter-field";
import { LetterTemplateSelect } from "./application/letter-template-select";
import { SchoolGate } from "./components/school-gate";
import { ToolPage } from "./components/tool-page";
import { DRAFT_KEYS } from "./drafts/draft-storage";
import { useDraftForm } from "./drafts/use-draft-form";
import { GenerateButton } from "./generate/generate-button";
import { PrintNotice } from "./generate/print-notice";
import { usePrintAction } from "./generate/use-print-action";
import "./i18n";

export default function ApplicationMakerPage() {
  return <SchoolGate>{(school) => <ApplicationMaker school={school} />}</SchoolGate>;
}

function ApplicationMaker({ school }: { school: School | null }) {
  const { t } = useTranslation(["printTools", "common"]);
  // A new letter is from the director, on behalf of the school; a draft keeps whatever was typed.
  const sender = school
    ? {
        senderName: school.directorName,
        senderDesignation: t("application.senderDesignationDefault", { schoolName: school.schoolName }),
      }
    : undefined;
  const form = useDraftForm(DRAFT_KEYS.application, applicationFormSchema, applicationDefaults(sender));
  const { state, print, generating } = usePrintAction("application-letter");

  const onSubmit = form.handleSubmit((values) =>
    print({
      loadGenerator: () =>
        import("@/documents/application-letter/application-letter").then((module) => module.generateApplicationLetter),
      data: values,
      fileName: DOCUMENT_FILE_NAMES.application,
    }),
  );

  return (
    <ToolPage title={t("common:titles.applicationMaker")} subtitle={t("application.subtitle")}>
      <form className="space-y-4 sm:space-y-6" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Card>
          <CardHeader>
            <CardTitle>{t("application.recipientTitle")}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <LetterField form={form} name="recipient" placeholder={t("application.recipientPlaceholder")} />
            <LetterField form={form} name="designation" />
            <div className="sm:col-span-2">
              <LetterField form={form} name="organisation" />
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t("application.letterTitle")}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <LetterTemplateSelect form={form} />
            <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
              <LetterField form={form} name="date" kind="date" />
              <LetterField form={form} name="subject" placeholder={t("application.subjectPlaceholder")} />
            </div>
            <LetterField form={form} name="body" kind="body" hint={t("application.bodyHint")} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t("application.senderTitle")}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <LetterField form={form} name="senderName" />
            <LetterField form={form} name="senderDesignation" />
          </CardContent>
        </Card>
        <div className="space-y-3">
          <GenerateButton generating={generating} />
          <PrintNotice state={state} />
          <p className="text-xs text-slate-500">{t("common.draftSaved")}</p>
        </div>
      </form>
    </ToolPage>
  );
}
