import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DefaultersPage, DefaultersQuery, DuesSummary } from "@/shared/api/dues";
import type { ReminderTemplates } from "@/shared/api/reminder";
import { apiRequest } from "../../../lib/api-client";

export const duesKeys = {
  all: ["dues"] as const,
  summary: () => ["dues", "summary"] as const,
  defaulters: (query: DefaultersQuery) => ["dues", "defaulters", query] as const,
  templates: () => ["reminder-templates"] as const,
};

/** `?ledgerId=…&min=…&page=…` with only the filters that are set. */
export function defaultersSearch(query: DefaultersQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== "") params.set(key, String(value));
  return params.size ? `?${params}` : "";
}

export function useDuesSummary() {
  return useQuery({ queryKey: duesKeys.summary(), queryFn: async () => (await apiRequest<{ data: DuesSummary }>("GET", "/dues/summary")).data });
}

export function useDefaulters(query: DefaultersQuery) {
  return useQuery({
    queryKey: duesKeys.defaulters(query),
    queryFn: () => apiRequest<DefaultersPage>("GET", `/dues/defaulters${defaultersSearch(query)}`),
    placeholderData: keepPreviousData,
  });
}

export function useReminderTemplates() {
  return useQuery({ queryKey: duesKeys.templates(), queryFn: async () => (await apiRequest<{ data: ReminderTemplates }>("GET", "/reminders/template")).data });
}

/** POST /reminders after the WhatsApp link opened; the defaulters list then shows the date. */
export function useRecordReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (studentId: string) => apiRequest("POST", "/reminders", { studentId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: duesKeys.all }),
  });
}
