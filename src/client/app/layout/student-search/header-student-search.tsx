import { Dialog as Primitive } from "radix-ui";
import { Search, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { StudentSearchCombobox } from "./student-search-combobox";
import "./i18n";

/**
 * The header's student search: a box where the header has room for one (tablets, whose header has no
 * links, and screens from 1280 px); elsewhere — phones, and 1024 px laptops where the links fill the
 * header — an icon that opens the same search as a panel at the top of the screen.
 */
export function HeaderStudentSearch() {
  const { t } = useTranslation(["studentSearch", "common"]);
  const [open, setOpen] = useState(false);
  return (
    <>
      <StudentSearchCombobox layout="inline" className="hidden w-56 md:block lg:hidden xl:block xl:w-60" />
      <Primitive.Root open={open} onOpenChange={setOpen}>
        <Primitive.Trigger
          className="rounded-md p-1.5 hover:bg-slate-100 sm:p-2 md:hidden lg:inline-flex xl:hidden"
          aria-label={t("label")}
        >
          <Search className="size-5" aria-hidden />
        </Primitive.Trigger>
        <Primitive.Portal>
          <Primitive.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
          <Primitive.Content
            className="fixed inset-x-0 top-0 z-50 max-h-[100dvh] overflow-y-auto bg-white p-3 shadow-xl lg:inset-x-auto lg:right-4 lg:top-2 lg:w-[28rem] lg:rounded-lg"
            aria-describedby={undefined}
          >
            <Primitive.Title className="sr-only">{t("label")}</Primitive.Title>
            <div className="flex items-start gap-2">
              {/* First in the panel, so the dialog opens with the cursor in the search box. */}
              <StudentSearchCombobox layout="sheet" className="min-w-0 flex-1" onPicked={() => setOpen(false)} />
              <Primitive.Close className="rounded-md p-2 hover:bg-slate-100" aria-label={t("common:close")}>
                <X className="size-5" aria-hidden />
              </Primitive.Close>
            </div>
          </Primitive.Content>
        </Primitive.Portal>
      </Primitive.Root>
    </>
  );
}
