import { History } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { WalletEntry } from "@/shared/api/wallet";
import { DataTable, type DataColumn } from "../../components/data-table";
import { EmptyState } from "../../components/empty-state";
import { formatInstantDate } from "../../components/format-instant-date";
import { Pagination } from "../../components/pagination";
import { QueryErrorState } from "../../components/query-error-state";
import { Spinner } from "../../components/ui/spinner";
import { useWalletEntries } from "../../lib/wallet/wallet-entries-query";

/** "+200", "−1", "0": the sign says which way the coins went. */
export function signedCoins(coins: number): string {
  if (coins > 0) return `+${coins}`;
  if (coins < 0) return `−${Math.abs(coins)}`;
  return "0";
}

/** The owner's wallet history, newest first, 50 a page (the server refuses it to staff). */
export function WalletHistory() {
  const { t, i18n } = useTranslation(["profile", "common"]);
  const [page, setPage] = useState(1);
  const entries = useWalletEntries(page, true);
  const columns: DataColumn<WalletEntry>[] = [
    {
      id: "kind",
      header: t("wallet.kind"),
      primary: true,
      // A held payment names its order, which support needs to find it.
      cell: (entry) => t(`wallet.kinds.${entry.kind}`, { orderId: entry.orderId ?? "" }),
    },
    {
      id: "coins",
      header: t("wallet.coinsColumn"),
      align: "right",
      cell: (entry) => (
        <span
          data-testid="wallet-entry-coins"
          className={entry.coins < 0 ? "text-red-700" : entry.coins > 0 ? "text-emerald-700" : undefined}
        >
          {signedCoins(entry.coins)}
        </span>
      ),
    },
    {
      id: "days",
      header: t("wallet.days"),
      align: "right",
      cell: (entry) => (entry.days ? t("wallet.daysValue", { count: entry.days }) : "—"),
    },
    { id: "when", header: t("wallet.when"), cell: (entry) => formatInstantDate(entry.createdAt, i18n.language) },
  ];

  return (
    <section className="space-y-3" aria-label={t("wallet.history")} aria-busy={entries.isFetching}>
      <h3 className="font-semibold">{t("wallet.history")}</h3>
      {entries.isError ? <QueryErrorState error={entries.error} onRetry={() => void entries.refetch()} /> : null}
      {!entries.data && !entries.isError ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner />
          {t("common:loading")}
        </p>
      ) : null}
      {entries.data && entries.data.data.length === 0 ? <EmptyState icon={History} title={t("wallet.empty")} /> : null}
      {entries.data && entries.data.data.length > 0 ? (
        <>
          <DataTable
            caption={t("wallet.history")}
            columns={columns}
            rows={entries.data.data}
            rowKey={(entry) => entry.id}
          />
          <Pagination page={entries.data.currentPage} totalPages={entries.data.totalPages} onPageChange={setPage} />
        </>
      ) : null}
    </section>
  );
}
