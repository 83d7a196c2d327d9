import { MessageCircle } from "lucide-react";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import { buttonVariants } from "../ui/button";
import type { ReminderTarget, WhatsAppReminder } from "./use-whatsapp-reminder";
import "./i18n";

/**
 * "Remind on WhatsApp": a real link to the wa.me chat (so it reads and copies as one), but every
 * tap goes through `remind`, which records the reminder — the premium gate — before opening it.
 */
export function RemindLink({
  target,
  reminder,
  size = "sm",
  iconOnly = false,
}: {
  target: ReminderTarget;
  reminder: WhatsAppReminder;
  size?: "sm" | "default";
  /** Only the icon (compact rows); with no visible text, the aria-label is the whole name. */
  iconOnly?: boolean;
}) {
  const { t } = useTranslation("whatsappReminder");
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (!reminder.busy) void reminder.remind(target);
  };
  return (
    <a
      href={reminder.linkFor(target)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t("oneLabel", { name: target.name })}
      aria-disabled={reminder.busy || undefined}
      className={cn(
        buttonVariants({ variant: "outline", size: iconOnly ? "icon" : size }),
        reminder.busy && "pointer-events-none opacity-60",
      )}
      onClick={open}
      onAuxClick={(event) => event.button === 1 && open(event)}
    >
      <MessageCircle aria-hidden />
      {!iconOnly && t("one")}
    </a>
  );
}
