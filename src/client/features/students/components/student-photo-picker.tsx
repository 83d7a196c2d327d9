import { UserRound, X } from "lucide-react";
import { useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { studentPhotoUrl } from "../../../components/queries/student-photo";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { PhotoTooDetailedError, shrinkStudentPhoto } from "../../../lib/photo/shrink-photo";
import type { PhotoChange } from "../api/use-save-student-photo";
import "../i18n";

/** The stored photo to start from, when the student has one. */
interface StoredPhoto {
  studentId: string;
  photoVersion: string;
}

/**
 * The student form's optional photo: any picture the browser can open, shrunk here to the stored
 * 300 px JPEG of at most 50 KB, shown as it will be kept; Remove drops it (or the stored one).
 */
export function StudentPhotoPicker({
  stored,
  change,
  onChange,
}: {
  stored: StoredPhoto | null;
  change: PhotoChange;
  onChange: (change: PhotoChange) => void;
}) {
  const { t } = useTranslation("students");
  const [error, setError] = useState<string>();
  const [shrinking, setShrinking] = useState(false);
  const preview =
    change.kind === "set"
      ? change.previewUrl
      : change.kind === "remove" || !stored
        ? null
        : studentPhotoUrl(stored.studentId, stored.photoVersion);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setError(undefined);
    setShrinking(true);
    try {
      const jpeg = await shrinkStudentPhoto(file);
      onChange({ kind: "set", jpeg, previewUrl: await dataUrlOf(jpeg) });
    } catch (caught) {
      setError(t(caught instanceof PhotoTooDetailedError ? "errors.photoTooDetailed" : "errors.photoUnreadable"));
      input.value = ""; // the refused file must not look chosen
    } finally {
      setShrinking(false);
    }
  };

  return (
    <div className="flex items-start gap-4">
      <div className="min-w-0 flex-1">
        <FormField label={t("dialog.photo")} error={error} hint={t("dialog.photoHint")}>
          <Input
            type="file"
            accept="image/*"
            className="h-auto py-1.5 file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-2 file:py-1"
            onChange={(event) => void choose(event)}
          />
        </FormField>
      </div>
      <div className="flex shrink-0 flex-col items-center gap-1">
        <div className="flex size-20 items-center justify-center overflow-hidden rounded-md border border-slate-300 bg-slate-50">
          {shrinking ? (
            <Spinner className="size-6 text-brand-700" label={t("dialog.shrinkingPhoto")} />
          ) : preview ? (
            <img src={preview} alt={t("dialog.photoPreview")} className="size-full object-cover" />
          ) : (
            <UserRound className="size-10 text-slate-300" aria-hidden />
          )}
        </div>
        {preview && !shrinking ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="h-7 px-2 text-xs"
            onClick={() => onChange(stored ? { kind: "remove" } : { kind: "keep" })}
          >
            <X aria-hidden />
            {t("dialog.removePhoto")}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** A data URL needs no releasing, unlike an object URL, and the JPEG is at most 50 KB. */
function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error("The photo could not be read."));
    reader.readAsDataURL(blob);
  });
}
