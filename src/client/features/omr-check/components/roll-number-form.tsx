import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import "../i18n";

/** Up to six digits, as the sheet's roll-number grid holds. */
const ROLL_NUMBER = /^\d{1,6}$/;

/** The roll number typed as the student wrote it, for a sheet whose bubbles could not be read surely. */
export function RollNumberForm({ read, onSet }: { read: string; onSet: (rollNumber: string) => void }) {
  const { t } = useTranslation("omrCheck");
  const [text, setText] = useState(read.replace(/\?/g, ""));
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!ROLL_NUMBER.test(value)) return setError(t("preview.rollNumberInvalid"));
    setError(undefined);
    onSet(value);
  };
  return (
    <form className="flex flex-col gap-2 sm:flex-row sm:items-end" noValidate onSubmit={submit}>
      <div className="grow">
        <FormField label={t("preview.rollNumber")} hint={t("preview.rollNumberHint")} error={error}>
          <Input inputMode="numeric" autoComplete="off" value={text} onChange={(e) => setText(e.target.value)} />
        </FormField>
      </div>
      <Button type="submit" variant="outline">
        {t("preview.setRollNumber")}
      </Button>
    </form>
  );
}
