import { useTranslation } from "react-i18next";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { ConcessionsCard } from "./concessions-card";
import "./i18n";

/**
 * A student's standing concessions in a dialog of their own (the row's "⋮" menu), so that the
 * Edit Student dialog keeps a single Save and the concessions keep theirs.
 */
export function ConcessionsDialog({
  student,
  onOpenChange,
}: {
  student: { _id: string; name: string } | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("concessions");
  return (
    <Dialog open={student !== null} onOpenChange={onOpenChange}>
      <DialogContent title={t("dialogTitle", { name: student?.name ?? "" })} className="sm:max-w-2xl">
        {student ? <ConcessionsCard key={student._id} studentId={student._id} /> : null}
      </DialogContent>
    </Dialog>
  );
}
