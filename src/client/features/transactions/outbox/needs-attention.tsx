import { AlertTriangle, Send, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatRupeesForScreen } from "@/shared/money";
import { Button } from "../../../components/ui/button";
import { formatCalendarDate } from "../../../components/format-calendar-date";
import { Input } from "../../../components/ui/input";
import { putEntry, removeEntry, type OutboxEntry } from "../../../lib/outbox/outbox-store";
import { drainNow } from "../../../lib/outbox/start-outbox";
import { translateMessage } from "../../../lib/translate-message";
import { TypeBadge } from "../components/type-badge";
import "./i18n";

/**
 * Entries the server refused (student deleted, day closed, invalid): not recorded, and never dropped
 * unseen. Each shows the reason; its amount and date can be corrected and sent again, or it is discarded.
 */
export function NeedsAttention({ entries }: { entries: OutboxEntry[] }) {
  const { t } = useTranslation("outbox");
  if (entries.length === 0) return null;
  return (
    <section
      aria-labelledby="needs-attention-title"
      className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-4"
      data-testid="needs-attention"
    >
      <h2 id="needs-attention-title" className="flex items-center gap-2 font-semibold text-red-900">
        <AlertTriangle className="size-4" aria-hidden />
        {t("attention.title")}
      </h2>
      <p className="text-sm text-red-900">{t("attention.text")}</p>
      <ul className="space-y-3">
        {entries.map((entry) => (
          <RefusedEntry key={entry.id} entry={entry} />
        ))}
      </ul>
    </section>
  );
}

function RefusedEntry({ entry }: { entry: OutboxEntry }) {
  const { t, i18n } = useTranslation("outbox");
  const [amount, setAmount] = useState(String(entry.body.amount));
  const [date, setDate] = useState(entry.body.transactionDate);
  const facts = {
    amount: formatRupeesForScreen(Number(entry.body.amount)),
    date: formatCalendarDate(entry.body.transactionDate, i18n.language),
  };
  // Back in the queue with the corrections; the server checks them again (and may refuse again, saying why).
  const resend = async () => {
    await putEntry({
      ...entry,
      body: { ...entry.body, amount: Number(amount), transactionDate: date },
      refused: undefined,
    });
    drainNow();
  };
  return (
    <li className="space-y-2 rounded-md border border-red-200 bg-white p-3">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <TypeBadge type={entry.body.transactionType ?? "Credit"} />
        <span className="font-medium">{facts.amount}</span>
        <span className="text-slate-600">{facts.date}</span>
        {entry.body.description ? <span className="text-slate-600">· {entry.body.description}</span> : null}
      </p>
      <p role="alert" className="text-sm text-red-800">
        {t("attention.reason", { message: translateMessage(t, entry.refused?.message) ?? "" })}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <label className="text-sm">
          <span className="block text-slate-700">{t("attention.amount")}</span>
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            className="w-32"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </label>
        <label className="text-sm">
          <span className="block text-slate-700">{t("attention.date")}</span>
          <Input type="date" value={date} onChange={(event) => setDate(event.target.value)} />
        </label>
        <Button type="button" onClick={() => void resend()}>
          <Send aria-hidden />
          {t("attention.resend")}
        </Button>
        <Button
          type="button"
          variant="outline"
          className="text-red-700"
          aria-label={t("attention.discardLabel", facts)}
          onClick={() => void removeEntry(entry.id)}
        >
          <Trash2 aria-hidden />
          {t("attention.discard")}
        </Button>
      </div>
    </li>
  );
}
