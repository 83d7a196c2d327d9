import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { Student } from "@/shared/api/student";
import { DialogFormActions } from "../../../components/dialog-form-actions";
import { FormError } from "../../../components/form-error";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input, Textarea } from "../../../components/ui/input";
import { errorMessage } from "../../../lib/error-message";
import { fieldProps, requiredFieldsOf } from "../../../lib/form-field-props";
import { translateMessage } from "../../../lib/translate-message";
import { applyServerFieldErrors } from "../../../lib/use-server-field-errors";
import { useAddStudent } from "../api/use-add-student";
import { type PhotoChange, useSaveStudentPhoto } from "../api/use-save-student-photo";
import type { StudentPageParams } from "../api/use-student-page";
import { useUpdateStudent } from "../api/use-update-student";
import {
  STUDENT_FORM_FIELDS,
  studentFormSchema,
  type StudentFormInput,
  type StudentFormValues,
} from "../student-form-schema";
import "../i18n";
import { StudentPhotoPicker } from "./student-photo-picker";

const REQUIRED = requiredFieldsOf(studentFormSchema);

interface Target {
  schoolId: string;
  ledgerId: string;
  visiblePage: StudentPageParams;
}

/** Add Student, and Edit in the same dialog; the initial course fee is asked only when adding. */
export function StudentFormDialog({
  student,
  open,
  onOpenChange,
  ...target
}: Target & { student?: Student; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(["students", "common"]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={student ? t("dialog.editTitle") : t("dialog.addTitle")} className="sm:max-w-2xl">
        <StudentForm {...target} student={student} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function StudentForm({
  schoolId,
  ledgerId,
  visiblePage,
  student,
  onDone,
}: Target & { student?: Student; onDone: () => void }) {
  const { t } = useTranslation(["students", "common"]);
  const addStudent = useAddStudent({ schoolId, ledgerId, visiblePage });
  const updateStudent = useUpdateStudent(ledgerId);
  const savePhoto = useSaveStudentPhoto(ledgerId);
  const [photo, setPhoto] = useState<PhotoChange>({ kind: "keep" });
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<StudentFormInput, unknown, StudentFormValues>({
    resolver: zodResolver(studentFormSchema),
    defaultValues: {
      name: student?.name ?? "",
      fatherName: student?.fatherName ?? "",
      motherName: student?.motherName ?? "",
      dateOfBirth: student?.dateOfBirth ?? "",
      rollNumber: student?.rollNumber ?? "",
      phoneNumber: student?.phoneNumber ?? "",
      address: student?.address ?? "",
      initialCourseFee: undefined,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const field = fieldProps(errors, REQUIRED, (message) => translateMessage(t, message));

  const onSubmit = form.handleSubmit(async ({ initialCourseFee, ...fields }) => {
    setFormError(null);
    let saved: Student;
    try {
      saved = student
        ? await updateStudent.mutateAsync({ studentId: student._id, fields })
        : await addStudent.mutateAsync({ ...fields, initialCourseFee });
    } catch (error) {
      const rest = applyServerFieldErrors(error, STUDENT_FORM_FIELDS, form.setError);
      if (rest) setFormError(t("errors.save", { message: rest }));
      return;
    }
    // The photo is its own resource, sent once the student exists; its failure must not make a
    // second submit add the student twice, so the dialog closes and a toast says what was lost.
    if (photo.kind !== "keep") {
      await savePhoto.mutateAsync({ studentId: saved._id, change: photo }).catch((error: unknown) => {
        toast.error(t("errors.photoSave", { message: errorMessage(error) }));
      });
    }
    onDone();
  });

  return (
    <form className="space-y-4" onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("dialog.name")} {...field("name")}>
          <Input autoComplete="off" {...form.register("name")} />
        </FormField>
        <FormField label={t("dialog.rollNumber")} {...field("rollNumber")}>
          <Input autoComplete="off" {...form.register("rollNumber")} />
        </FormField>
        <FormField label={t("dialog.fatherName")} {...field("fatherName")}>
          <Input autoComplete="off" {...form.register("fatherName")} />
        </FormField>
        <FormField label={t("dialog.motherName")} {...field("motherName")}>
          <Input autoComplete="off" {...form.register("motherName")} />
        </FormField>
        <FormField label={t("dialog.dateOfBirth")} {...field("dateOfBirth")}>
          <Input type="date" {...form.register("dateOfBirth")} />
        </FormField>
        <FormField label={t("dialog.phoneNumber")} {...field("phoneNumber")} hint={t("dialog.phoneHint")}>
          <Input type="tel" inputMode="numeric" autoComplete="off" {...form.register("phoneNumber")} />
        </FormField>
      </div>
      <FormField label={t("dialog.address")} {...field("address")}>
        <Textarea rows={2} {...form.register("address")} />
      </FormField>
      {student ? null : (
        <FormField
          label={t("dialog.initialCourseFee")}
          {...field("initialCourseFee")}
          hint={t("dialog.initialCourseFeeHint")}
        >
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            {...form.register("initialCourseFee", {
              setValueAs: (value: string) => (value === "" ? undefined : Number(value)),
            })}
          />
        </FormField>
      )}
      <StudentPhotoPicker
        stored={student?.photoVersion ? { studentId: student._id, photoVersion: student.photoVersion } : null}
        change={photo}
        onChange={setPhoto}
      />
      <FormError message={formError} />
      <DialogFormActions
        submitting={isSubmitting}
        label={student ? t("common:save") : t("common:add")}
        busyLabel={student ? t("common:saving") : t("common:adding")}
      />
    </form>
  );
}
