import { ChevronDown } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../lib/cn";
import { Button } from "./ui/button";
import "./i18n";

/**
 * A page's rarely used buttons: in line with the others from 640 px, behind a "More" toggle on a
 * phone, so the list they serve starts on the first screen. A disclosure rather than a menu: some of
 * them carry more than a click (the bills' "only who owe" tick and count).
 */
export function MoreTools({ children }: { children: ReactNode }) {
  const { t } = useTranslation("ui");
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <Button
        variant="outline"
        className="sm:hidden"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((shown) => !shown)}
      >
        {t("more")}
        <ChevronDown aria-hidden className={cn("transition-transform", open && "rotate-180")} />
      </Button>
      <div
        id={id}
        className={cn("flex flex-wrap items-start gap-2 max-sm:basis-full sm:contents", !open && "max-sm:hidden")}
      >
        {children}
      </div>
    </>
  );
}
