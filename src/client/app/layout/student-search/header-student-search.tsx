import { Search } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { lazyDialog } from "../../../components/lazy-dialog";
import { StudentSearchCombobox } from "./student-search-combobox";
import "./i18n";

// The panel (Radix's dialog) loads after the page has shown (decision 0055).
const StudentSearchSheet = lazyDialog(
  () => import("./student-search-sheet").then((m) => m.StudentSearchSheet),
  (props) => props.open,
);

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
      <button
        type="button"
        className="rounded-md p-1.5 hover:bg-slate-100 sm:p-2 md:hidden lg:inline-flex xl:hidden"
        aria-label={t("label")}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Search className="size-5" aria-hidden />
      </button>
      <StudentSearchSheet open={open} onOpenChange={setOpen} />
    </>
  );
}
