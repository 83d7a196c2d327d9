import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { schoolSetupSchema, type SchoolSetup } from "@/shared/api/school";
import { LanguageSwitch } from "../../components/language-switch";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { FormField } from "../../components/ui/form-field";
import { Input, Textarea } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { fieldProps, requiredFieldsOf } from "../../lib/form-field-props";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { useAddSchool } from "../../lib/session/use-my-school";
import { translateMessage } from "../../lib/translate-message";
import { applyServerFieldErrors } from "../../lib/use-server-field-errors";
import "./i18n";
import { SetupSteps } from "./setup-steps";

const FIELDS = ["schoolName", "directorName", "contactNumber", "address", "upiVpa"] as const;
const REQUIRED = requiredFieldsOf(schoolSetupSchema);

export default function SchoolManagerPage() {
  const { t } = useTranslation("schoolSetup");
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const addSchool = useAddSchool(user?.id ?? "");
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SchoolSetup>({
    resolver: zodResolver(schoolSetupSchema),
    defaultValues: { schoolName: "", directorName: user?.name ?? "", contactNumber: "", address: "", upiVpa: "" },
  });
  const { errors, isSubmitting } = form.formState;
  // Each field's message and asterisk come from the schema.
  const field = fieldProps(errors, REQUIRED, (message) => translateMessage(t, message));

  const onSubmit = form.handleSubmit(async (details) => {
    setFormError(null);
    if (!user) return setFormError(t("sessionExpired"));
    try {
      await addSchool.mutateAsync(details);
      navigate("/", { replace: true });
    } catch (error) {
      const rest = applyServerFieldErrors(error, FIELDS, form.setError);
      if (rest) setFormError(t("failed", { message: rest }));
    }
  });

  return (
    <main className="flex min-h-screen flex-col items-center bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-8 sm:justify-center">
      <LanguageSwitch className="mb-4 self-end sm:absolute sm:right-4 sm:top-4" onAccount />
      <Card className="w-full max-w-lg">
        <CardContent className="space-y-6 p-6 sm:p-8">
          <SetupSteps active={1} />
          <div className="space-y-1">
            <h1 className="text-2xl font-bold">{t("welcome")}</h1>
            <h2 className="text-lg font-semibold text-brand-700">{t("addSchoolDetails")}</h2>
            <p className="text-sm text-slate-600">{t("intro")}</p>
          </div>
          <form className="space-y-4" onSubmit={(event) => void onSubmit(event)} noValidate>
            <FormField label={t("schoolName")} {...field("schoolName")}>
              <Input autoComplete="organization" {...form.register("schoolName")} />
            </FormField>
            <FormField label={t("directorName")} {...field("directorName")}>
              <Input autoComplete="name" {...form.register("directorName")} />
            </FormField>
            <FormField label={t("contactNumber")} {...field("contactNumber")} hint={t("contactHint")}>
              <Input type="tel" inputMode="numeric" autoComplete="tel-national" {...form.register("contactNumber")} />
            </FormField>
            <FormField label={t("address")} {...field("address")}>
              <Textarea rows={3} autoComplete="street-address" {...form.register("address")} />
            </FormField>
            <FormField label={t("upiVpa")} {...field("upiVpa")} hint={t("upiHint")}>
              <Input
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                placeholder="schoolname@okaxis"
                {...form.register("upiVpa")}
              />
            </FormField>
            {formError ? (
              <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
                {formError}
              </p>
            ) : null}
            <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
              {isSubmitting ? <Spinner /> : null}
              {isSubmitting ? t("saving") : t("continue")}
            </Button>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
