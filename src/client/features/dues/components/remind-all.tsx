import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { MessageCircle } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { DefaultersQuery } from "@/shared/api/dues";
import type { ReminderRound, ReminderRoundFamily } from "@/shared/api/reminder-round";
import { formatRupeesForScreen } from "@/shared/money";
import { DEFAULT_FAMILY_REMINDER_TEMPLATES, familyReminderMessage } from "@/shared/rules/family-reminder-message";
import { whatsAppLink, type ReminderLanguage } from "@/shared/rules/reminder-message";
import { queryKeys } from "../../../components/queries/query-keys";
import { Button } from "../../../components/ui/button";
import { useReminderTemplates } from "../../../components/whatsapp-reminder/reminder-queries";
import { ApiRequestError, apiRequest } from "../../../lib/api-client";
import { useCurrentUser } from "../../../lib/session/use-current-user";
import { useMySchool } from "../../../lib/session/use-my-school";
import "../i18n";

type Filters = Omit<DefaultersQuery, "page">;

/** The round under way for these filters is remembered on the device, so a reload carries on. */
const storageKey = (filters: Filters) => `bahi.reminder-round:${JSON.stringify(filters)}`;
const roundKey = (id: string | null) => [...queryKeys.dues(), "reminder-round", id] as const;

function remembered(filters: Filters): string | null {
  try {
    return localStorage.getItem(storageKey(filters));
  } catch {
    return null;
  }
}

/**
 * "Remind all" is a round over the filters: one WhatsApp message per family, not per student.
 * WhatsApp allows no silent bulk sending, so each tap marks one family reminded on the server and
 * opens its chat; a family that paid, claimed or promised since the round began is skipped there.
 */
export function RemindAll({ filters, language }: { filters: Filters; language: ReminderLanguage }) {
  const { t } = useTranslation("dues");
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const school = useMySchool(user?.id).data;
  const templates = useReminderTemplates().data;
  const [roundId, setRoundId] = useState<string | null>(() => remembered(filters));
  const [premium, setPremium] = useState(false);

  const round = useQuery({
    queryKey: roundKey(roundId),
    queryFn: async () => (await apiRequest<{ data: ReminderRound }>("GET", `/reminder-rounds/${roundId}`)).data,
    enabled: roundId !== null,
  });
  const start = useMutation({
    mutationFn: async () => (await apiRequest<{ data: ReminderRound }>("POST", "/reminder-rounds", filters)).data,
    onSuccess: (started) => {
      queryClient.setQueryData(roundKey(started.id), started);
      localStorage.setItem(storageKey(filters), started.id);
      setRoundId(started.id);
    },
    onError: (error) => setPremium(error instanceof ApiRequestError && error.status === 402),
  });
  const send = useMutation({
    mutationFn: async (family: ReminderRoundFamily) =>
      (
        await apiRequest<{ data: ReminderRoundFamily }>(
          "POST",
          `/reminder-rounds/${roundId}/families/${family.phone}/sent`,
        )
      ).data,
    onSuccess: (answer) => {
      if (answer.status === "sent") {
        const template =
          (language === "hi" ? templates?.familyHi : templates?.familyEn) ||
          DEFAULT_FAMILY_REMINDER_TEMPLATES[language];
        const text = familyReminderMessage(
          template,
          { ...answer, schoolName: school?.schoolName ?? "", upiVpa: school?.upiVpa || null },
          language,
        );
        window.open(whatsAppLink(answer.phone, text), "_blank", "noopener");
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.dues() });
    },
    onError: (error) => setPremium(error instanceof ApiRequestError && error.status === 402),
  });

  const close = () => {
    localStorage.removeItem(storageKey(filters));
    setRoundId(null);
  };

  if (roundId === null || round.isError)
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Button disabled={start.isPending} onClick={() => start.mutate()}>
          <MessageCircle aria-hidden />
          {start.isPending ? t("round.starting") : t("round.start")}
        </Button>
        {(start.isError || round.isError) && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {premium ? t("round.premium") : t("round.failed")}
          </p>
        )}
      </div>
    );
  const data = round.data;
  const next = data?.families.find((f) => f.status === "pending");
  const index = data ? data.counts.sent + data.counts.skipped + 1 : 0;
  return (
    <div className="space-y-2 rounded-lg border border-green-200 bg-green-50 p-3">
      {data && (
        <p className="text-sm text-green-900" aria-live="polite">
          {t("round.progress", data.counts)}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {!data ? null : next ? (
          <Button
            className="h-auto min-h-9 whitespace-normal text-left"
            disabled={send.isPending}
            onClick={() => send.mutate(next)}
          >
            <MessageCircle aria-hidden />
            {t("round.next", {
              index,
              count: data.families.length,
              names: next.children.map((c) => c.name).join(", "),
              amount: formatRupeesForScreen(next.total),
            })}
          </Button>
        ) : (
          <p className="text-sm font-medium text-green-800">{t("round.finished")}</p>
        )}
        <Button variant="outline" onClick={close}>
          {t("round.close")}
        </Button>
      </div>
      {send.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {premium ? t("round.premium") : t("round.failed")}
        </p>
      )}
    </div>
  );
}
