import { BookX, Plus, Users } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import type { Student } from "@/shared/api/student";
import { EmptyState } from "../../components/empty-state";
import { GenerateBillsButton } from "../../components/generate-bills-button";
import { PageHeader } from "../../components/page-header";
import { Pagination } from "../../components/pagination";
import { QueryErrorState } from "../../components/query-error-state";
import { useSchoolId } from "../../components/queries/use-school-id";
import { SearchBox } from "../../components/search-box";
import { Button } from "../../components/ui/button";
import { PageSpinner, Spinner } from "../../components/ui/spinner";
import { ApiRequestError } from "../../lib/api-client";
import { useDeleteStudent } from "./api/use-delete-student";
import { useLedgerById } from "../../components/queries/ledgers-query";
import { studentPageParams, useStudentPage } from "./api/use-student-page";
import { DeleteStudentDialog } from "./components/delete-student-dialog";
import { StudentFormDialog } from "./components/student-form-dialog";
import { StudentTable } from "./components/student-table";
import { useDebouncedValue } from "./use-debounced-value";
import { useStudentListParams } from "./use-student-list-params";
import "./i18n";

const SEARCH_DEBOUNCE_MS = 300;

/** `/student-manager/:ledgerOwnerId`: one ledger's students, searched and paged on the server. */
export default function StudentManagerPage() {
  const { t } = useTranslation("students");
  const ledgerId = useParams().ledgerOwnerId ?? "";
  const schoolId = useSchoolId() ?? "";
  const ledger = useLedgerById(schoolId, ledgerId);
  const { page, search, setPage, setSearch } = useStudentListParams();
  const params = studentPageParams(page, search);
  const students = useStudentPage(ledgerId, params);
  const deleteStudent = useDeleteStudent({ schoolId, ledgerId });
  // undefined: closed; null: adding; a student: editing them.
  const [editing, setEditing] = useState<Student | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Student | null>(null);

  const [draft, setDraft] = useState(search);
  const settledDraft = useDebouncedValue(draft.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (settledDraft !== search) setSearch(settledDraft);
    // Only a settled change of what was typed starts a search; `search` itself changes in response.
  }, [settledDraft]);

  // A delete can empty the last page: step back to the page that now is last.
  const totalPages = students.data?.totalPages;
  useEffect(() => {
    if (totalPages !== undefined && !students.isPlaceholderData && page > Math.max(1, totalPages)) setPage(Math.max(1, totalPages));
  }, [totalPages, page, students.isPlaceholderData, setPage]);

  // Only the student list's 404 is authoritative: a cached ledger list may predate a ledger made elsewhere.
  if (students.error instanceof ApiRequestError && students.error.status === 404) {
    return (
      <div className="mx-auto max-w-xl">
        <EmptyState
          icon={BookX}
          title={t("notFound.title")}
          text={t("notFound.text")}
          action={
            <Button asChild variant="outline">
              <Link to="/">{t("back")}</Link>
            </Button>
          }
        />
      </div>
    );
  }

  const body = () => {
    if (students.isPending) return <PageSpinner label={t("loading")} />;
    if (students.isError) return <QueryErrorState error={students.error} onRetry={() => void students.refetch()} />;
    const { data: rows, currentPage, totalPages: pages } = students.data;
    if (rows.length === 0) {
      return <EmptyState icon={Users} title={t("empty")} text={search ? t("emptySearch", { search }) : t("emptyLedger")} />;
    }
    return (
      <>
        <StudentTable students={rows} firstNumber={(currentPage - 1) * params.limit + 1} onEdit={setEditing} onDelete={setDeleting} />
        <Pagination page={currentPage} totalPages={pages} onPageChange={setPage} />
      </>
    );
  };

  const heading = ledger.data;
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <PageHeader
        back={{ to: "/", label: t("back") }}
        title={heading?.ledgerName ?? t("title")}
        subtitle={
          heading ? (
            <>
              {t("subtitle", { className: heading.className, sessionYear: heading.sessionYear })}
              {students.data ? ` · ${t("count", { count: students.data.totalCount })}` : null}
            </>
          ) : null
        }
        actions={
          <>
            <GenerateBillsButton scope={{ kind: "ledger", ledgerId }} label={t("bills")} />
            <Button onClick={() => setEditing(null)}>
              <Plus aria-hidden />
              {t("add")}
            </Button>
          </>
        }
      />
      <div className="flex items-center gap-3">
        <SearchBox placeholder={t("search")} value={draft} onChange={(event) => setDraft(event.target.value)} />
        {students.isFetching && !students.isPending ? <Spinner className="text-slate-400" label={t("loading")} /> : null}
      </div>
      {body()}
      <StudentFormDialog
        schoolId={schoolId}
        ledgerId={ledgerId}
        visiblePage={params}
        student={editing ?? undefined}
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
      />
      <DeleteStudentDialog student={deleting} onOpenChange={(open) => !open && setDeleting(null)} onConfirm={(student) => deleteStudent.mutate(student)} />
    </div>
  );
}
