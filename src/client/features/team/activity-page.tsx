import { History } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { ActivityEntry } from "@/shared/api/activity";
import { DataTable, type DataColumn } from "../../components/data-table";
import { EmptyState } from "../../components/empty-state";
import { withHindiNovember } from "../../components/format-calendar-date";
import { PageHeader } from "../../components/page-header";
import { Pagination } from "../../components/pagination";
import { QueryErrorState } from "../../components/query-error-state";
import { FormField } from "../../components/ui/form-field";
import { NativeSelect } from "../../components/ui/native-select";
import { PageSpinner } from "../../components/ui/spinner";
import { useMyRole } from "../../lib/session/use-my-role";
import { useActivity } from "./api/use-activity";
import { useTeam } from "./api/use-team";
import { StudentFilter } from "./components/student-filter";
import { describeActivity } from "./describe-activity";
import "./i18n";

/** The owner's view of the activity log; page, person and student live in the URL so it can be shared and reloaded. */
export default function ActivityPage() {
  const { t, i18n } = useTranslation(["team", "common"]);
  const role = useMyRole();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const userId = params.get("userId") ?? undefined;
  const studentId = params.get("studentId") ?? undefined;
  // Asked only once the caller is known to be the owner: the server refuses staff both.
  const activity = useActivity({ page, userId, studentId }, role === "owner");
  const team = useTeam(role === "owner");
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };
  const when = (iso: string) =>
    withHindiNovember(
      new Date(iso).toLocaleString(i18n.language === "hi" ? "hi-IN" : "en-IN", {
        day: "2-digit",
        month: "short",
        year: "numeric",
        hour: "2-digit",
        minute: "2-digit",
        // hi-IN writes "am"/"pm" in Latin letters: a 24-hour clock keeps the Hindi page free of English.
        hourCycle: i18n.language === "hi" ? "h23" : undefined,
      }),
    );

  if (role === "staff") return <p className="rounded-lg bg-amber-50 p-4 text-amber-900">{t("team.ownerOnly")}</p>;
  if (role !== "owner") return <PageSpinner label={t("common:loading")} />;
  const columns: DataColumn<ActivityEntry>[] = [
    {
      id: "what",
      header: t("activity.what"),
      primary: true,
      cell: (entry) => describeActivity(entry, t),
    },
    { id: "who", header: t("activity.who"), cell: (entry) => <span className="break-words">{entry.who}</span> },
    { id: "when", header: t("activity.when"), cell: (entry) => when(entry.at) },
  ];

  return (
    <div className="space-y-4">
      <PageHeader title={t("activity.title")} subtitle={t("activity.subtitle")} />
      <div className="grid gap-4 lg:grid-cols-[18rem_1fr] lg:items-start">
        <div>
          <FormField label={t("activity.person")}>
            <NativeSelect
              value={userId ?? ""}
              onChange={(event) => update({ userId: event.target.value || undefined, page: undefined })}
            >
              <option value="">{t("activity.everyone")}</option>
              {team.data?.members.map((member) => (
                <option key={member.userId} value={member.userId}>
                  {member.name || member.email}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
        <StudentFilter studentId={studentId} onChange={(next) => update({ studentId: next, page: undefined })} />
      </div>
      {activity.isError ? <QueryErrorState error={activity.error} onRetry={() => void activity.refetch()} /> : null}
      {!activity.data && !activity.isError ? <PageSpinner label={t("common:loading")} /> : null}
      {activity.data && activity.data.data.length === 0 ? (
        <EmptyState icon={History} title={t("activity.empty")} />
      ) : null}
      {activity.data && activity.data.data.length > 0 ? (
        <>
          <DataTable
            caption={t("activity.title")}
            columns={columns}
            rows={activity.data.data}
            rowKey={(entry) => entry.id}
          />
          <Pagination
            page={activity.data.currentPage}
            totalPages={activity.data.totalPages}
            onPageChange={(next) => update({ page: String(next) })}
          />
        </>
      ) : null}
    </div>
  );
}
