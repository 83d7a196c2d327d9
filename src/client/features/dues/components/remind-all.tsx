import { MessageCircle } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Defaulter } from "@/shared/api/dues";
import { Button } from "../../../components/ui/button";
import type { WhatsAppReminder } from "../../../components/whatsapp-reminder/use-whatsapp-reminder";
import "../i18n";

/**
 * WhatsApp allows no silent bulk sending, so "Remind all" walks the filtered defaulters one tap each:
 * every tap opens one chat and marks that student reminded, then offers the next.
 */
export function RemindAll({ defaulters, reminder }: { defaulters: Defaulter[]; reminder: WhatsAppReminder }) {
  const { t } = useTranslation("dues");
  const [index, setIndex] = useState<number | null>(null);
  if (index === null) {
    return (
      <Button onClick={() => setIndex(0)}>
        <MessageCircle aria-hidden />
        {t("remind.all")}
      </Button>
    );
  }
  const current = defaulters[index];
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-lg border border-green-200 bg-green-50 p-3">
      {current ? (
        <Button
          disabled={reminder.busy}
          onClick={async () => {
            const outcome = await reminder.remind(current);
            if (outcome === "sent") setIndex(index + 1);
            else if (outcome === "premium") setIndex(null);
          }}
        >
          <MessageCircle aria-hidden />
          {t("remind.next", { index: index + 1, count: defaulters.length, name: current.name })}
        </Button>
      ) : (
        <p className="text-sm font-medium text-green-800">{t("remind.finished")}</p>
      )}
      <Button variant="outline" onClick={() => setIndex(null)}>
        {t("remind.close")}
      </Button>
    </div>
  );
}
