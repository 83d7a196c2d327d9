import { MessageCircle } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Defaulter, DefaultersQuery } from "@/shared/api/dues";
import { Button } from "../../../components/ui/button";
import type { WhatsAppReminder } from "../../../components/whatsapp-reminder/use-whatsapp-reminder";
import { fetchAllDefaulters } from "../api/use-dues";
import "../i18n";

type Walk =
  { kind: "idle" } | { kind: "loading" } | { kind: "failed" } | { kind: "walking"; all: Defaulter[]; index: number };

/**
 * WhatsApp allows no silent bulk sending, so "Remind all" walks every defaulter of the filters (all
 * pages, fetched when it starts) one tap each: every tap opens one chat and marks that student
 * reminded, then offers the next.
 */
export function RemindAll({
  filters,
  reminder,
}: {
  filters: Omit<DefaultersQuery, "page">;
  reminder: WhatsAppReminder;
}) {
  const { t } = useTranslation("dues");
  const [walk, setWalk] = useState<Walk>({ kind: "idle" });

  async function start() {
    setWalk({ kind: "loading" });
    try {
      setWalk({ kind: "walking", all: await fetchAllDefaulters(filters), index: 0 });
    } catch {
      setWalk({ kind: "failed" });
    }
  }

  if (walk.kind === "idle" || walk.kind === "loading")
    return (
      <Button disabled={walk.kind === "loading"} onClick={() => void start()}>
        <MessageCircle aria-hidden />
        {walk.kind === "loading" ? t("remind.loading") : t("remind.all")}
      </Button>
    );
  const current = walk.kind === "walking" ? walk.all[walk.index] : undefined;
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-lg border border-green-200 bg-green-50 p-3">
      {walk.kind === "failed" ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t("remind.failed")}
        </p>
      ) : current ? (
        <Button
          disabled={reminder.busy}
          onClick={async () => {
            const outcome = await reminder.remind(current);
            if (outcome === "sent") setWalk({ ...walk, index: walk.index + 1 });
            else if (outcome === "premium") setWalk({ kind: "idle" });
          }}
        >
          <MessageCircle aria-hidden />
          {t("remind.next", { index: walk.index + 1, count: walk.all.length, name: current.name })}
        </Button>
      ) : (
        <p className="text-sm font-medium text-green-800">
          {t("remind.finished", { count: walk.kind === "walking" ? walk.all.length : 0 })}
        </p>
      )}
      <Button variant="outline" onClick={() => setWalk({ kind: "idle" })}>
        {t("remind.close")}
      </Button>
    </div>
  );
}
