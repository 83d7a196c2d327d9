import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { updateSchoolBodySchema, type School, type UpdateSchoolBody } from "@/shared/api/school";
import { OnlineButton } from "../../components/online-button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { FormField } from "../../components/ui/form-field";
import { Input, Textarea } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { fieldProps, requiredFieldsOf } from "../../lib/form-field-props";
import { useUpdateSchool } from "../../lib/session/use-my-school";
import { translateMessage } from "../../lib/translate-message";
import { applyServerFieldErrors } from "../../lib/use-server-field-errors";
import { SchoolUpdateMessage } from "./school-update-message";
import { statusForUpdateError, type SchoolUpdateStatus } from "./school-update-status";

const FIELDS = [
  "schoolName",
  "directorName",
  "contactNumber",
  "address",
  "upiVpa",
  "slipDueDays",
  "staffMayCloseDay",
] as const;
const REQUIRED = requiredFieldsOf(updateSchoolBodySchema);

const detailsOf = ({
  schoolName,
  directorName,
  contactNumber,
  address,
  upiVpa,
  slipDueDays,
  staffMayCloseDay,
}: School): UpdateSchoolBody => ({
  schoolName,
  directorName,
  contactNumber,
  address,
  upiVpa,
  slipDueDays,
  staffMayCloseDay,
});

/**
 * Edits the four set-up fields and the demand-slip settings (UPI ID for the slips' QR code, days
 * until a slip is due), checked by the same schema as the server.
 */
export function SchoolDetailsForm({ school }: { school: School }) {
  const { t } = useTranslation("profile");
  const updateSchool = useUpdateSchool(school);
  const [status, setStatus] = useState<SchoolUpdateStatus | null>(null);
  const form = useForm<UpdateSchoolBody>({
    resolver: zodResolver(updateSchoolBodySchema),
    defaultValues: detailsOf(school),
  });
  const { errors, isSubmitting } = form.formState;
  // Each field's message and asterisk come from the schema.
  const field = fieldProps(errors, REQUIRED, (message) => translateMessage(t, message));

  const onSubmit = form.handleSubmit(async (details) => {
    setStatus(null);
    try {
      const { data } = await updateSchool.mutateAsync(details);
      form.reset(detailsOf(data));
      setStatus({ kind: "updated" });
    } catch (error) {
      // Issues the form can place go next to their fields; only what is left needs the banner.
      if (applyServerFieldErrors(error, FIELDS, form.setError) !== null) setStatus(statusForUpdateError(error));
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("school.title")}</CardTitle>
        <p className="text-sm text-slate-600">{t("school.schoolCode", { schoolId: school.schoolId })}</p>
      </CardHeader>
      <CardContent>
        <form className="space-y-4" onSubmit={(event) => void onSubmit(event)} noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t("school.name")} {...field("schoolName")}>
              <Input autoComplete="organization" {...form.register("schoolName")} />
            </FormField>
            <FormField label={t("school.director")} {...field("directorName")}>
              <Input autoComplete="name" {...form.register("directorName")} />
            </FormField>
          </div>
          <FormField label={t("school.contact")} {...field("contactNumber")} hint={t("school.contactHint")}>
            <Input type="tel" inputMode="numeric" autoComplete="tel-national" {...form.register("contactNumber")} />
          </FormField>
          <FormField label={t("school.address")} {...field("address")}>
            <Textarea rows={3} autoComplete="street-address" {...form.register("address")} />
          </FormField>
          <fieldset className="space-y-4 border-t border-slate-200 pt-4">
            <legend className="pr-2 text-sm font-semibold text-slate-700">{t("school.slips")}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label={t("school.upiVpa")} {...field("upiVpa")} hint={t("school.upiHint")}>
                <Input
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  placeholder="schoolname@okaxis"
                  {...form.register("upiVpa")}
                />
              </FormField>
              <FormField label={t("school.dueDays")} {...field("slipDueDays")} hint={t("school.dueDaysHint")}>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={90}
                  step={1}
                  {...form.register("slipDueDays", { valueAsNumber: true })}
                />
              </FormField>
            </div>
          </fieldset>
          <fieldset className="space-y-2 border-t border-slate-200 pt-4">
            <legend className="pr-2 text-sm font-semibold text-slate-700">{t("school.dayBook")}</legend>
            <label className="flex min-h-11 items-start gap-3 text-sm">
              <input type="checkbox" className="mt-1 size-4" {...form.register("staffMayCloseDay")} />
              <span>
                <span className="font-medium">{t("school.staffMayCloseDay")}</span>
                <span className="block text-slate-600">{t("school.staffMayCloseDayHint")}</span>
              </span>
            </label>
          </fieldset>
          <SchoolUpdateMessage status={status} />
          <OnlineButton type="submit" className="w-full sm:w-auto" disabled={isSubmitting}>
            {isSubmitting ? <Spinner /> : null}
            {isSubmitting ? t("school.submitting") : t("school.submit")}
          </OnlineButton>
        </form>
      </CardContent>
    </Card>
  );
}
