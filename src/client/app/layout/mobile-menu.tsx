import { Menu } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { lazyDialog } from "../../components/lazy-dialog";

// The sheet (Radix's dialog and its scroll lock) loads after the page has shown (decision 0055).
const MobileMenuSheet = lazyDialog(
  () => import("./mobile-menu-sheet").then((m) => m.MobileMenuSheet),
  (props) => props.open,
);

/** The header's menu button on a phone, and the slide-in menu it opens. */
export function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="rounded-md p-2 hover:bg-slate-100 lg:hidden"
        aria-label={t("nav.openMenu")}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Menu className="size-5" />
      </button>
      <MobileMenuSheet open={open} onOpenChange={setOpen} />
    </>
  );
}
