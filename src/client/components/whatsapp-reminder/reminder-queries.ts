import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReminderTemplates } from "@/shared/api/reminder";
import { apiRequest } from "../../lib/api-client";
import { queryKeys } from "../queries/query-keys";

/** The school's WhatsApp texts (null: the built-in default); Dues, Transactions and Settings share it. */
export function useReminderTemplates() {
  return useQuery({
    queryKey: queryKeys.reminderTemplates(),
    queryFn: async () => (await apiRequest<{ data: ReminderTemplates }>("GET", "/reminders/template")).data,
  });
}

/** PUT /reminders/template (owner only); null or empty restores the default. */
export function useSaveReminderTemplates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (templates: ReminderTemplates) =>
      (await apiRequest<{ data: ReminderTemplates }>("PUT", "/reminders/template", templates)).data,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.reminderTemplates(), saved),
  });
}

/** POST /reminders before the WhatsApp link opens (the premium gate); the Dues lists then show the date. */
export function useRecordReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (studentId: string) => apiRequest("POST", "/reminders", { studentId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.dues() }),
  });
}
