import { UserRound, X } from "lucide-react";
import { useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import "../i18n";
import { cropPhotoToSquare } from "./crop-photo";
import { PHOTO_TYPES, photoFileProblem } from "./photo-file";

/**
 * The photo input: refuses anything but a JPEG or PNG up to 5 MB with a message beside the field,
 * crops the rest to a square in the browser and shows it as it will be printed.
 */
export function PhotoField({ photo, onChange }: { photo: string | null; onChange: (photo: string | null) => void }) {
  const { t } = useTranslation("printTools");
  const [error, setError] = useState<string>();
  const [processing, setProcessing] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const problem = photoFileProblem(file);
    if (problem) {
      setError(t(`idCard.errors.${problem}`));
      input.value = ""; // the refused file must not look chosen
      return;
    }
    setError(undefined);
    setProcessing(true);
    try {
      onChange(await cropPhotoToSquare(file));
    } catch {
      setError(t("idCard.errors.photoUnreadable"));
      input.value = "";
    } finally {
      setProcessing(false);
    }
  };

  return (
    <div className="flex items-start gap-4">
      <div className="min-w-0 flex-1">
        <FormField label={t("idCard.photo")} error={error} hint={t("idCard.photoHint")}>
          <Input
            type="file"
            accept={PHOTO_TYPES.join(",")}
            className="h-auto py-1.5 file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-2 file:py-1"
            onChange={(event) => void choose(event)}
          />
        </FormField>
      </div>
      <div className="flex shrink-0 flex-col items-center gap-1">
        <div className="flex size-20 items-center justify-center overflow-hidden rounded-md border border-slate-300 bg-slate-50">
          {processing ? (
            <Spinner className="size-6 text-brand-700" />
          ) : photo ? (
            <img src={photo} alt={t("idCard.photoPreview")} className="size-full object-cover" />
          ) : (
            <UserRound className="size-10 text-slate-300" aria-hidden />
          )}
        </div>
        {photo && !processing ? (
          <Button type="button" variant="ghost" size="sm" className="h-7 px-2 text-xs" onClick={() => onChange(null)}>
            <X aria-hidden />
            {t("idCard.removePhoto")}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
