import { BookX, FileDown, Plus, Upload, Users } from "lucide-react";
import { useDeferredValue, useEffect, useEffectEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import type { Student } from "@/shared/api/student";
import { namesSession } from "@/shared/rules/session-year";
import { ChargeFeeButton } from "../../components/charge-fee/charge-fee-button";
import { EmptyState } from "../../components/empty-state";
import { GenerateBillsButton } from "../../components/generate-bills-button";
import { lazyDialog } from "../../components/lazy-dialog";
import { MoreTools } from "../../components/more-tools";
import { PageHeader } from "../../components/page-header";
import { Pagination } from "../../components/pagination";
import { QueryErrorState } from "../../components/query-error-state";
import { useSchoolId } from "../../components/queries/use-school-id";
import { SearchBox } from "../../components/search-box";
import { useFocusAfterDelete } from "../../components/use-focus-after-delete";
import { Button } from "../../components/ui/button";
import { PageSpinner, Spinner } from "../../components/ui/spinner";
import { ApiRequestError } from "../../lib/api-client";
import { useIsOwner } from "../../lib/session/use-my-role";
import { useDeleteStudent } from "./api/use-delete-student";
import { useLedgerById } from "../../components/queries/ledgers-query";
import { studentPageParams, useStudentPage } from "./api/use-student-page";
import { StudentTable } from "./components/student-table";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { useStudentListParams } from "./use-student-list-params";
import { FilterToggle } from "./components/filter-toggle";
import { FeePlansButton } from "./fee-plans/fee-plans-button";
import { TuitionCertificatesButton } from "./tuition-certificates/tuition-certificates-button";
import "./i18n";

const SEARCH_DEBOUNCE_MS = 300;

// The forms (and with them zod and the contract's schemas) load after the list has shown.
const StudentFormDialog = lazyDialog(
  () => import("./components/student-form-dialog").then((m) => m.StudentFormDialog),
  (props) => props.open,
);
const ImportStudentsDialog = lazyDialog(
  () => import("./components/import-students-dialog").then((m) => m.ImportStudentsDialog),
  (props) => props.open,
);
const ConcessionsDialog = lazyDialog(
  () => import("./concessions/concessions-dialog").then((m) => m.ConcessionsDialog),
  (props) => props.student !== null,
);
const TuitionCertificateDialog = lazyDialog(
  () => import("./tuition-certificates/tuition-certificate-dialog").then((m) => m.TuitionCertificateDialog),
  (props) => props.open,
);
const DeleteStudentDialog = lazyDialog(
  () => import("./components/delete-student-dialog").then((m) => m.DeleteStudentDialog),
  (props) => props.student !== null,
);

/** `/student-manager/:ledgerOwnerId`: one ledger's students, searched and paged on the server. */
export default function StudentManagerPage() {
  const { t } = useTranslation("students");
  const ledgerId = useParams().ledgerOwnerId ?? "";
  const schoolId = useSchoolId() ?? "";
  const ledger = useLedgerById(schoolId, ledgerId);
  const listParams = useStudentListParams();
  const { page, search, owes, byName, setPage, setSearch, setOwes, setByName } = listParams;
  const params = studentPageParams(listParams);
  const students = useStudentPage(ledgerId, params);
  const deleteStudent = useDeleteStudent({ schoolId, ledgerId });
  // undefined: closed; null: adding; a student: editing them.
  const [editing, setEditing] = useState<Student | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Student | null>(null);
  const [importing, setImporting] = useState(false);
  const [certificateFor, setCertificateFor] = useState<Student | null>(null);
  const [concessionsFor, setConcessionsFor] = useState<Student | null>(null);
  const isOwner = useIsOwner();
  const addRef = useRef<HTMLButtonElement>(null);
  const focusAfterDelete = useFocusAfterDelete(students.data?.data.map((student) => student._id) ?? [], addRef);

  const [draft, setDraft] = useState(search);
  const settledDraft = useDebouncedValue(draft.trim(), SEARCH_DEBOUNCE_MS);
  // Only a settled change of what was typed starts a search; `search` itself changes in response,
  // so it is read from an effect event rather than being a dependency.
  const searchFor = useEffectEvent((typed: string) => {
    if (typed !== search) setSearch(typed);
  });
  useEffect(() => searchFor(settledDraft), [settledDraft]);

  // A delete can empty the last page: step back to the page that now is last.
  const totalPages = students.data?.totalPages;
  useEffect(() => {
    if (totalPages !== undefined && !students.isPlaceholderData && page > Math.max(1, totalPages))
      setPage(Math.max(1, totalPages));
  }, [totalPages, page, students.isPlaceholderData, setPage]);

  // The rows render in a background pass React slices into short tasks: 100 rows of buttons and icons
  // in one go were a task long enough to hold up a tap on a slow phone.
  const shownPage = useDeferredValue(students.data);

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
    if (students.isError) return <QueryErrorState error={students.error} onRetry={() => void students.refetch()} />;
    if (!shownPage) return <PageSpinner label={t("loading")} />;
    const { data: rows, currentPage, totalPages: pages } = shownPage;
    if (rows.length === 0) {
      return (
        <EmptyState
          icon={Users}
          title={t("empty")}
          text={search ? t("emptySearch", { search }) : owes ? t("emptyOwes") : t("emptyLedger")}
        />
      );
    }
    return (
      <>
        <StudentTable
          students={rows}
          firstNumber={(currentPage - 1) * params.limit + 1}
          onEdit={setEditing}
          onDelete={setDeleting}
          onTuitionCertificate={setCertificateFor}
          onConcessions={isOwner ? setConcessionsFor : undefined}
        />
        <Pagination page={currentPage} totalPages={pages} onPageChange={setPage} />
      </>
    );
  };

  const heading = ledger.data;
  // The whole ledger's count is known from the ledger list before the page arrives; a search or the
  // "Owes money" filter counts what matched, which only the page says.
  const shownCount = students.data?.totalCount ?? (search || owes ? undefined : heading?.studentCount);
  // Unsearched, the page's own count is the freshest; a search narrows it, so the ledger's count then.
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <PageHeader
        back={{ to: "/", label: t("back") }}
        title={heading?.ledgerName ?? t("title")}
        subtitle={
          heading ? (
            <>
              {namesSession(heading.ledgerName, heading.sessionYear)
                ? t("subtitleClass", { className: heading.className })
                : t("subtitle", { className: heading.className, sessionYear: heading.sessionYear })}
              {shownCount === undefined ? null : ` · ${t("count", { count: shownCount })}`}
            </>
          ) : (
            // The line is kept while the ledger loads, so the search bar below does not jump down.
            "\u00a0"
          )
        }
        actions={
          <>
            {/* A phone shows the two everyday buttons; the rest wait behind "More" so the first students show. */}
            <ChargeFeeButton
              ledgerId={ledgerId}
              ledgerName={heading?.ledgerName}
              studentCount={(search ? undefined : students.data?.totalCount) ?? heading?.studentCount ?? 0}
            />
            <Button ref={addRef} onClick={() => setEditing(null)}>
              <Plus aria-hidden />
              {t("add")}
            </Button>
            <MoreTools>
              <GenerateBillsButton scope={{ kind: "ledger", ledgerId }} label={t("bills")} />
              <FeePlansButton ledgerId={ledgerId} />
              <TuitionCertificatesButton ledgerId={ledgerId} />
              {/* Plain links: the browser downloads with the session cookie and the server's file name. */}
              {(["csv", "xlsx"] as const).map((format) => (
                <Button key={format} asChild variant="outline">
                  <a href={`/api/v1/ledger/${encodeURIComponent(ledgerId)}/export.${format}`} download>
                    <FileDown aria-hidden />
                    {t(format === "csv" ? "importExport.exportCsv" : "importExport.exportXlsx")}
                  </a>
                </Button>
              ))}
              <Button variant="outline" onClick={() => setImporting(true)}>
                <Upload aria-hidden />
                {t("importExport.import")}
              </Button>
            </MoreTools>
          </>
        }
      />
      <div className="flex flex-wrap items-center gap-2 sm:gap-3">
        <SearchBox placeholder={t("search")} value={draft} onChange={(event) => setDraft(event.target.value)} />
        <div role="group" aria-label={t("filters.label")} className="flex gap-2">
          <FilterToggle pressed={owes} onPressedChange={setOwes}>
            {t("filters.owes")}
          </FilterToggle>
          <FilterToggle pressed={byName} onPressedChange={setByName}>
            {t("filters.byName")}
          </FilterToggle>
        </div>
        {students.isFetching && !students.isPending ? (
          <Spinner className="text-slate-400" label={t("loading")} />
        ) : null}
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
      <TuitionCertificateDialog
        scope={certificateFor && { kind: "student", studentId: certificateFor._id, name: certificateFor.name }}
        open={certificateFor !== null}
        onOpenChange={(open) => !open && setCertificateFor(null)}
      />
      <ConcessionsDialog student={concessionsFor} onOpenChange={(open) => !open && setConcessionsFor(null)} />
      <ImportStudentsDialog schoolId={schoolId} ledgerId={ledgerId} open={importing} onOpenChange={setImporting} />
      <DeleteStudentDialog
        student={deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={(student) => {
          focusAfterDelete(student._id);
          deleteStudent.mutate(student);
        }}
      />
    </div>
  );
}
