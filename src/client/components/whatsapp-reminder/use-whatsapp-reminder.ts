import { useState } from "react";
import type { Defaulter } from "@/shared/api/dues";
import { DEFAULT_REMINDER_TEMPLATES, reminderMessage, whatsAppLink, type ReminderLanguage } from "@/shared/rules/reminder-message";
import { ApiRequestError } from "../../lib/api-client";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { useMySchool } from "../../lib/session/use-my-school";
import { useRecordReminder, useReminderTemplates } from "./api/use-dues";

export type ReminderOutcome = "sent" | "premium" | "failed";

/**
 * Marks the reminder on the server first (the premium gate answers 402 there), then opens WhatsApp
 * with the message; the tap's user activation still lets the new window open after the short request.
 */
export function useWhatsAppReminder(language: ReminderLanguage) {
  const { user } = useCurrentUser();
  const school = useMySchool(user?.id).data;
  const templates = useReminderTemplates().data;
  const record = useRecordReminder();
  const [error, setError] = useState<{ kind: "premium" } | { kind: "failed"; message: string } | null>(null);

  const linkFor = (defaulter: Defaulter) => {
    const template = templates?.[language] || DEFAULT_REMINDER_TEMPLATES[language];
    const text = reminderMessage(
      template,
      { studentName: defaulter.name, outstanding: defaulter.outstanding, schoolName: school?.schoolName ?? "", upiVpa: school?.upiVpa || null },
      language,
    );
    return whatsAppLink(defaulter.phoneNumber, text);
  };

  async function remind(defaulter: Defaulter): Promise<ReminderOutcome> {
    setError(null);
    const link = linkFor(defaulter);
    try {
      await record.mutateAsync(defaulter.studentId);
    } catch (caught) {
      if (caught instanceof ApiRequestError && caught.status === 402) {
        setError({ kind: "premium" });
        return "premium";
      }
      setError({ kind: "failed", message: caught instanceof Error ? caught.message : String(caught) });
      return "failed";
    }
    window.open(link, "_blank", "noopener");
    return "sent";
  }

  return { remind, linkFor, error, busy: record.isPending };
}
