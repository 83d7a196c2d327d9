import { UsersRound } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Family } from "@/shared/api/family";
import { formatRupeesForScreen } from "@/shared/money";
import { EmptyState } from "../../components/empty-state";
import { PageHeader } from "../../components/page-header";
import { Pagination } from "../../components/pagination";
import { QueryErrorState } from "../../components/query-error-state";
import { SearchBox } from "../../components/search-box";
import { Button } from "../../components/ui/button";
import { PageSpinner } from "../../components/ui/spinner";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { useFamilies } from "./api/use-families";
import { FamilyLinkDialog } from "./family-link-dialog";
import "./i18n";

/** `/families`: the school's families (students sharing a phone), each with its parent-page link. */
export default function FamiliesPage() {
  const { t } = useTranslation("families");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim(), 300);
  const families = useFamilies(debounced, page);
  const [linking, setLinking] = useState<Family | null>(null);
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <SearchBox
        placeholder={t("search")}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
      />
      {families.isPending ? (
        <PageSpinner label={t("loading")} />
      ) : families.isError ? (
        <QueryErrorState error={families.error} onRetry={() => void families.refetch()} />
      ) : families.data.data.length === 0 ? (
        <EmptyState icon={UsersRound} title={t("empty")} />
      ) : (
        <>
          <ul className="space-y-2" aria-label={t("list")}>
            {families.data.data.map((family) => (
              <li
                key={family.phone}
                className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0 text-sm">
                  <p className="font-semibold">
                    {family.phone} · {t("total", { amount: formatRupeesForScreen(family.balance) })}
                  </p>
                  {family.students.map((student) => (
                    <p key={student.studentId} className="text-slate-600">
                      {t("child", {
                        name: student.name,
                        ledger: student.ledgerName,
                        amount: formatRupeesForScreen(student.balance),
                      })}
                    </p>
                  ))}
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setLinking(family)}
                  aria-label={t("linkLabel", { phone: family.phone })}
                >
                  {t("link")}
                </Button>
              </li>
            ))}
          </ul>
          <Pagination page={page} totalPages={families.data.totalPages} onPageChange={setPage} />
        </>
      )}
      <FamilyLinkDialog family={linking} onOpenChange={(open) => !open && setLinking(null)} />
    </div>
  );
}
