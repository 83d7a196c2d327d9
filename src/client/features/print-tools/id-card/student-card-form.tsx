import { useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { DOCUMENT_FILE_NAMES } from "@/documents/file-names";
import type { School } from "@/shared/api/school";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { FormField } from "../../../components/ui/form-field";
import { Input, Textarea } from "../../../components/ui/input";
import { fieldProps, requiredFieldsOf } from "../../../lib/form-field-props";
import { fieldMessage } from "../components/form-message";
import { DRAFT_KEYS, readStoredDraft } from "../drafts/draft-storage";
import { useDraft } from "../drafts/use-draft";
import { useDraftForm } from "../drafts/use-draft-form";
import { GenerateButton } from "../generate/generate-button";
import { PrintNotice } from "../generate/print-notice";
import { usePrintAction } from "../generate/use-print-action";
import "../i18n";
import { idCardFromForm } from "./card-input";
import { EMPTY_ID_CARD, idCardFormSchema, type IdCardFormValues } from "./id-card-form-schema";
import { PhotoField } from "./photo-field";

const REQUIRED = requiredFieldsOf(idCardFormSchema);

type TextField = Exclude<keyof IdCardFormValues, "filledFrom" | "dateOfBirth" | "address">;
/** The field's label key under `idCard.` (a literal, so `t()` checks it). */
type FieldLabel =
  "studentName" | "sessionYear" | "className" | "fatherName" | "motherName" | "rollNumber" | "phoneNumber";
const TEXT_FIELDS: { name: TextField; label: FieldLabel; type?: "tel"; wide?: boolean }[] = [
  { name: "name", label: "studentName", wide: true },
  { name: "sessionYear", label: "sessionYear" },
  { name: "className", label: "className" },
  { name: "fatherName", label: "fatherName" },
  { name: "motherName", label: "motherName" },
  { name: "rollNumber", label: "rollNumber" },
  { name: "phoneNumber", label: "phoneNumber", type: "tel" },
];

/** Whether the stored draft was filled from another record than `prefill` (then the record wins). */
function prefillReplacesDraft(prefill: IdCardFormValues | null): boolean {
  const stored = readStoredDraft(DRAFT_KEYS.studentIdCard) as { filledFrom?: unknown } | undefined;
  return prefill !== null && stored?.filledFrom !== prefill.filledFrom;
}

/**
 * One student's card. `prefill` (a student's record, with their stored photo) replaces the draft
 * once; after that the teacher's edits and photo are the draft, so a reload of the same link keeps them.
 */
export function StudentCardForm({
  prefill,
  prefillPhoto = null,
  school,
}: {
  prefill: IdCardFormValues | null;
  prefillPhoto?: string | null;
  school: School | null;
}) {
  const { t } = useTranslation("printTools");
  const [replaceDraft] = useState(() => prefillReplacesDraft(prefill));
  const form = useDraftForm(DRAFT_KEYS.studentIdCard, idCardFormSchema, prefill ?? EMPTY_ID_CARD, { replaceDraft });
  const [photo, setPhoto] = useDraft(
    DRAFT_KEYS.studentIdCardPhoto,
    z.string().startsWith("data:image/").nullable(),
    prefillPhoto,
    { replaceDraft },
  );
  const { state, print, generating } = usePrintAction("student-id-card");
  const field = fieldProps(form.formState.errors, REQUIRED, (message) => fieldMessage(t, message));

  const onSubmit = form.handleSubmit((values) =>
    print({
      loadGenerator: () =>
        import("@/documents/student-id-card/student-id-card").then((module) => module.generateStudentIdCard),
      data: idCardFromForm(values, photo, school),
      fileName: DOCUMENT_FILE_NAMES.studentIdCard,
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("idCard.studentTitle")}</CardTitle>
        {prefill ? <p className="text-sm text-slate-600">{t("idCard.filledFrom", { name: prefill.name })}</p> : null}
      </CardHeader>
      <CardContent>
        <form className="space-y-4" noValidate onSubmit={(event) => void onSubmit(event)}>
          <div className="grid gap-4 sm:grid-cols-2">
            {TEXT_FIELDS.map(({ name, label, type, wide }) => (
              <div key={name} className={wide ? "sm:col-span-2" : undefined}>
                <FormField label={t(`idCard.${label}`)} {...field(name)}>
                  <Input type={type ?? "text"} autoComplete="off" {...form.register(name)} />
                </FormField>
              </div>
            ))}
            <FormField label={t("idCard.dateOfBirth")} {...field("dateOfBirth")}>
              <Input type="date" {...form.register("dateOfBirth")} />
            </FormField>
          </div>
          <FormField label={t("idCard.address")} {...field("address")}>
            <Textarea rows={2} {...form.register("address")} />
          </FormField>
          <PhotoField photo={photo} onChange={setPhoto} />
          {school ? (
            <p className="text-sm text-slate-600">
              {t("idCard.schoolLine", { schoolName: school.schoolName, contact: school.contactNumber })}
            </p>
          ) : null}
          <div className="space-y-3 pt-1">
            <GenerateButton generating={generating} />
            <PrintNotice state={state} />
            <p className="text-xs text-slate-500">{t("common.draftSaved")}</p>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
