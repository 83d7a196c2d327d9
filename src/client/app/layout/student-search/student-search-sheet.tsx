import { Dialog as Primitive } from "radix-ui";
import { X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useFocusReturnToOpener } from "../../../components/ui/dialog";
import { StudentSearchCombobox } from "./student-search-combobox";
import "./i18n";

/**
 * The student search as a panel at the top of the screen, opened by the header's search icon
 * (header-student-search.tsx), which loads it once the page has shown (decision 0055).
 */
export function StudentSearchSheet({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(["studentSearch", "common"]);
  // Radix gives focus back only to its own trigger; the button that opens this one is a plain one.
  const focusReturn = useFocusReturnToOpener();
  return (
    <Primitive.Root open={open} onOpenChange={onOpenChange}>
      <Primitive.Portal>
        <Primitive.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Primitive.Content
          className="fixed inset-x-0 top-0 z-50 max-h-[100dvh] overflow-y-auto bg-white p-3 shadow-xl lg:inset-x-auto lg:right-4 lg:top-2 lg:w-[28rem] lg:rounded-lg"
          aria-describedby={undefined}
          onOpenAutoFocus={focusReturn.onOpenAutoFocus}
          onCloseAutoFocus={focusReturn.onCloseAutoFocus}
        >
          <Primitive.Title className="sr-only">{t("label")}</Primitive.Title>
          <div className="flex items-start gap-2">
            {/* First in the panel, so the dialog opens with the cursor in the search box. */}
            <StudentSearchCombobox layout="sheet" className="min-w-0 flex-1" onPicked={() => onOpenChange(false)} />
            <Primitive.Close className="rounded-md p-2 hover:bg-slate-100" aria-label={t("common:close")}>
              <X className="size-5" aria-hidden />
            </Primitive.Close>
          </div>
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}
