import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import {
  concessionCategorySchema,
  type ConcessionCategory,
  type StandingConcession,
  type StudentConcession,
} from "@/shared/api/concession";
import { FeeHeadSelect } from "../../../components/fee-heads/fee-head-select";
import { useFeeHeads } from "../../../components/fee-heads/use-fee-heads";
import { FormError } from "../../../components/form-error";
import { queryKeys } from "../../../components/queries/query-keys";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { apiRequest } from "../../../lib/api-client";
import { errorMessage } from "../../../lib/error-message";
import "../../../components/fee-heads/i18n";
import "./i18n";

type Row = Omit<StandingConcession, "value" | "note"> & { value: string; note: string };

/**
 * The owner's standing concessions of one student (RTE 100 %, staff ward 50 %…), one per fee head,
 * saved as a whole set (PUT replaces it). Staff never see it: the server answers them 403.
 */
export function ConcessionsCard({ studentId }: { studentId: string }) {
  const { t } = useTranslation(["concessions", "feeHeads"]);
  const heads = useFeeHeads();
  const queryClient = useQueryClient();
  const saved = useQuery({
    queryKey: queryKeys.concessions(studentId),
    queryFn: async () =>
      (await apiRequest<{ data: StudentConcession[] }>("GET", `/student/${studentId}/concessions`)).data,
  });
  const [rows, setRows] = useState<Row[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shown: Row[] = rows ?? (saved.data ?? []).map((c) => ({ ...c, value: String(c.value) }));
  const save = useMutation({
    mutationFn: (body: StandingConcession[]) => apiRequest("PUT", `/student/${studentId}/concessions`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.allConcessions() }),
  });
  const change = (index: number, patch: Partial<Row>) =>
    setRows(shown.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const firstHead = heads.data?.find((head) => head.code === "tuition" && !head.archived) ?? heads.data?.[0];

  if (!saved.data) return <p className="text-sm text-slate-600">{saved.isError ? null : t("loading")}</p>;
  return (
    <section aria-labelledby={`concessions-${studentId}`} className="space-y-3 rounded-md border border-slate-200 p-3">
      <h3 id={`concessions-${studentId}`} className="font-semibold">
        {t("title")}
      </h3>
      <p className="text-sm text-slate-600">{t("text")}</p>
      {shown.length === 0 ? <p className="text-sm">{t("none")}</p> : null}
      <ul className="space-y-2" data-testid="concession-rows">
        {shown.map((row, index) => (
          <li key={index} className="flex flex-wrap items-center gap-2">
            <FeeHeadSelect
              aria-label={t("head")}
              className="w-auto"
              heads={heads.data ?? []}
              value={row.feeHeadId}
              onChange={(event) => change(index, { feeHeadId: event.target.value })}
            />
            <NativeSelect
              aria-label={t("kind")}
              className="w-auto"
              value={row.kind}
              onChange={(event) => change(index, { kind: event.target.value as Row["kind"] })}
            >
              <option value="percent">{t("percent")}</option>
              <option value="amount">{t("amount")}</option>
            </NativeSelect>
            <Input
              aria-label={t("value")}
              className="w-24"
              inputMode="decimal"
              value={row.value}
              onChange={(event) => change(index, { value: event.target.value })}
            />
            <NativeSelect
              aria-label={t("category")}
              className="w-auto"
              value={row.category}
              onChange={(event) => change(index, { category: event.target.value as ConcessionCategory })}
            >
              {concessionCategorySchema.options.map((category) => (
                <option key={category} value={category}>
                  {t(`feeHeads:concessionCategories.${category}`)}
                </option>
              ))}
            </NativeSelect>
            <Input
              aria-label={t("note")}
              placeholder={t("note")}
              className="w-auto flex-1"
              value={row.note}
              onChange={(event) => change(index, { note: event.target.value })}
            />
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => setRows(shown.filter((_, i) => i !== index))}
            >
              {t("remove")}
            </Button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={!firstHead}
          onClick={() =>
            setRows([
              ...shown,
              { feeHeadId: firstHead?.id ?? "", kind: "percent", value: "100", category: "rte", note: "" },
            ])
          }
        >
          {t("add")}
        </Button>
        <Button
          type="button"
          disabled={save.isPending || rows === null}
          onClick={() => {
            setError(null);
            save.mutate(
              shown.map((row) => ({ ...row, value: Number(row.value) })),
              {
                onSuccess: () => {
                  setRows(null);
                  toast.success(t("saved"));
                },
                onError: (failure) => setError(errorMessage(failure)),
              },
            );
          }}
        >
          {save.isPending ? t("saving") : t("save")}
        </Button>
      </div>
      <FormError message={error} />
    </section>
  );
}
