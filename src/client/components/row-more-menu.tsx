import { EllipsisVertical } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../lib/cn";
import { Button } from "./ui/button";
import { DropdownMenu } from "./ui/dropdown-menu";
import "./i18n";

/**
 * A compact row's "⋮" on a phone: its less used actions, each with a word (`DropdownMenuItem`s), where
 * a table row on a wider screen shows them as icons. Non-modal, so an item that opens a dialog leaves
 * no locked page behind when the dialog closes.
 */
export function RowMoreMenu({ name, className, children }: { name: string; className?: string; children: ReactNode }) {
  const { t } = useTranslation("ui");
  const label = t("moreFor", { name });
  return (
    <DropdownMenu
      modal={false}
      align="end"
      trigger={
        <Button variant="ghost" size="icon" aria-label={label} title={label} className={cn("sm:hidden", className)}>
          <EllipsisVertical aria-hidden />
        </Button>
      }
    >
      {children}
    </DropdownMenu>
  );
}
