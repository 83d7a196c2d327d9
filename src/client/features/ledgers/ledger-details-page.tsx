import { BookOpen, FileDown, Plus } from "lucide-react";
import { useRef, useState, type Ref } from "react";
import { useTranslation } from "react-i18next";
import type { Ledger } from "@/shared/api/ledger";
import { EmptyState } from "../../components/empty-state";
import { GenerateBillsButton } from "../../components/generate-bills-button";
import { lazyDialog } from "../../components/lazy-dialog";
import { PageHeader } from "../../components/page-header";
import { QueryErrorState } from "../../components/query-error-state";
import { useSchoolId } from "../../components/queries/use-school-id";
import { SearchBox } from "../../components/search-box";
import { useFocusAfterDelete } from "../../components/use-focus-after-delete";
import { Button } from "../../components/ui/button";
import { PageSpinner } from "../../components/ui/spinner";
import { useDeleteLedger } from "./api/use-delete-ledger";
import { useLedgers } from "./api/use-ledgers";
import { LedgerTable } from "./components/ledger-table";
import { TodaySummaryCard } from "./components/today-summary-card";
import { useIsOwner } from "../../lib/session/use-my-role";
import { filterLedgers } from "./filter-ledgers";
import "./i18n";

// The forms (and with them zod and the contract's schemas) load after the list has shown.
const LedgerFormDialog = lazyDialog(
  () => import("./components/ledger-form-dialog").then((m) => m.LedgerFormDialog),
  (props) => props.open,
);
const RolloverDialog = lazyDialog(
  () => import("./components/rollover-dialog").then((m) => m.RolloverDialog),
  (props) => props.ledger !== null,
);
const ChargeFeeDialog = lazyDialog(
  () => import("../../components/charge-fee/charge-fee-dialog").then((m) => m.ChargeFeeDialog),
  (props) => props.target !== null,
);
const DeleteLedgerDialog = lazyDialog(
  () => import("./components/delete-ledger-dialog").then((m) => m.DeleteLedgerDialog),
  (props) => props.ledger !== null,
);

/** `/`: the school's ledgers, searchable, with add, edit and delete. */
export default function LedgerDetailsPage() {
  const { t } = useTranslation("ledgers");
  const schoolId = useSchoolId() ?? "";
  const ledgers = useLedgers(schoolId);
  const deleteLedger = useDeleteLedger(schoolId);
  // Deleting a ledger and exporting the whole school are the owner's (the server refuses staff).
  const isOwner = useIsOwner();
  const [search, setSearch] = useState("");
  // undefined: closed; null: adding; a ledger: editing it.
  const [editing, setEditing] = useState<Ledger | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Ledger | null>(null);
  const [rollingOver, setRollingOver] = useState<Ledger | null>(null);
  const [charging, setCharging] = useState<Ledger | null>(null);
  const shown = ledgers.data ? filterLedgers(ledgers.data, search) : [];
  const addRef = useRef<HTMLButtonElement>(null);
  const focusAfterDelete = useFocusAfterDelete(
    shown.map((ledger) => ledger._id),
    addRef,
  );

  const addButton = (ref?: Ref<HTMLButtonElement>) => (
    <Button ref={ref} onClick={() => setEditing(null)}>
      <Plus aria-hidden />
      {t("add")}
    </Button>
  );

  const body = () => {
    if (ledgers.isPending) return <PageSpinner label={t("title")} />;
    if (ledgers.isError) return <QueryErrorState error={ledgers.error} onRetry={() => void ledgers.refetch()} />;
    if (ledgers.data.length === 0)
      return <EmptyState icon={BookOpen} title={t("empty.title")} text={t("empty.text")} action={addButton()} />;
    if (shown.length === 0)
      return <p className="py-8 text-center text-slate-600">{t("noMatch", { search: search.trim() })}</p>;
    return (
      <LedgerTable
        ledgers={shown}
        onEdit={setEditing}
        onDelete={isOwner ? setDeleting : undefined}
        onRollover={setRollingOver}
        onCharge={setCharging}
      />
    );
  };

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <PageHeader
        title={t("title")}
        subtitle={t("intro")}
        actions={
          <>
            {schoolId ? <GenerateBillsButton scope={{ kind: "school", schoolId }} label={t("billsAll")} /> : null}
            {isOwner ? (
              <Button asChild variant="outline">
                <a href="/api/v1/school/export.xlsx" download>
                  <FileDown aria-hidden />
                  {t("exportSchool")}
                </a>
              </Button>
            ) : null}
            {/* The header's add button is where focus goes when the last ledger is deleted. */}
            {addButton(addRef)}
          </>
        }
      />
      {/* The owner's glance at today's money (staff read the day book itself). */}
      {isOwner ? <TodaySummaryCard /> : null}
      <SearchBox placeholder={t("search")} value={search} onChange={(event) => setSearch(event.target.value)} />
      {body()}
      <LedgerFormDialog
        schoolId={schoolId}
        ledger={editing ?? undefined}
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
      />
      <RolloverDialog schoolId={schoolId} ledger={rollingOver} onOpenChange={(open) => !open && setRollingOver(null)} />
      <ChargeFeeDialog
        target={charging ? { ledgerId: charging._id, ledgerName: charging.ledgerName } : null}
        onOpenChange={(open) => !open && setCharging(null)}
      />
      <DeleteLedgerDialog
        ledger={deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={(ledger) => {
          focusAfterDelete(ledger._id);
          deleteLedger.mutate(ledger);
        }}
      />
    </div>
  );
}
