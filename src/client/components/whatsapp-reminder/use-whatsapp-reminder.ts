import { useState } from "react";
import type { Defaulter } from "@/shared/api/dues";
import {
  DEFAULT_REMINDER_TEMPLATES,
  reminderMessage,
  whatsAppLink,
  type ReminderLanguage,
} from "@/shared/rules/reminder-message";
import { ApiRequestError } from "../../lib/api-client";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { useMySchool } from "../../lib/session/use-my-school";
import { useRecordReminder, useReminderTemplates } from "./reminder-queries";

export type ReminderOutcome = "sent" | "premium" | "failed";
/** Whom to remind: a defaulter row, or the student of the Transactions page with their balance. */
export type ReminderTarget = Pick<Defaulter, "studentId" | "name" | "phoneNumber" | "outstanding">;
export type ReminderError = { kind: "premium" } | { kind: "failed"; message: string };

/**
 * Marks the reminder on the server first (the premium gate answers 402 there), then opens WhatsApp
 * with the message; the tap's user activation still lets the new window open after the short request.
 */
export function useWhatsAppReminder(language: ReminderLanguage) {
  const { user } = useCurrentUser();
  const school = useMySchool(user?.id).data;
  const templates = useReminderTemplates().data;
  const record = useRecordReminder();
  const [error, setError] = useState<ReminderError | null>(null);

  const linkFor = (target: ReminderTarget) => {
    const template = templates?.[language] || DEFAULT_REMINDER_TEMPLATES[language];
    const text = reminderMessage(
      template,
      {
        studentName: target.name,
        outstanding: target.outstanding,
        schoolName: school?.schoolName ?? "",
        schoolPhone: school?.contactNumber ?? "",
        upiVpa: school?.upiVpa || null,
      },
      language,
    );
    return whatsAppLink(target.phoneNumber, text);
  };

  async function remind(target: ReminderTarget): Promise<ReminderOutcome> {
    setError(null);
    const link = linkFor(target);
    try {
      await record.mutateAsync(target.studentId);
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

export type WhatsAppReminder = ReturnType<typeof useWhatsAppReminder>;
