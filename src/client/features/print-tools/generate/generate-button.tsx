import { FileDown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import "../i18n";

/** The tools' submit button: says what is happening while the PDF is drawn, and cannot be pressed twice. */
export function GenerateButton({
  generating,
  form,
  label,
  busyLabel,
}: {
  generating: boolean;
  form?: string;
  label?: string;
  busyLabel?: string;
}) {
  const { t } = useTranslation("printTools");
  return (
    <Button
      type="submit"
      form={form}
      size="lg"
      className="w-full sm:w-auto"
      disabled={generating}
      aria-busy={generating}
    >
      {generating ? <Spinner /> : <FileDown aria-hidden />}
      {generating ? (busyLabel ?? t("common.generating")) : (label ?? t("common.generate"))}
    </Button>
  );
}
