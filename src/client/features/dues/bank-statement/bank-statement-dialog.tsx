import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type {
  BankCredit,
  BankStatementReview,
  ConfirmBankCreditsBody,
  ConfirmBankCreditsResult,
  StatementColumns,
} from "@/shared/api/bank-statement";
import { formatRupeesForScreen } from "@/shared/money";
import { queryKeys } from "../../../components/queries/query-keys";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { NativeSelect } from "../../../components/ui/native-select";
import { apiRequest } from "../../../lib/api-client";
import "../i18n";

type Picks = Record<number, string>;
const FIELDS = ["date", "amount", "narration", "reference"] as const;

/** matched: a family found; uncertain: several families owe exactly this; unmatched: none. */
function groupOf(credit: BankCredit): "duplicate" | "matched" | "uncertain" | "unmatched" {
  if (credit.duplicate) return "duplicate";
  if (credit.match.phone) return "matched";
  return credit.match.candidates.length > 0 ? "uncertain" : "unmatched";
}

/**
 * "Match bank statement": the statement is read and matched on the server (nothing written), the
 * director checks the review — picks the family of an uncertain credit — and "Record N payments"
 * writes them; a credit recorded before is never recorded again.
 */
export function BankStatementDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation("dues");
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [columns, setColumns] = useState<Partial<StatementColumns>>({});
  const [picks, setPicks] = useState<Picks>({});
  const [done, setDone] = useState<ConfirmBankCreditsResult | null>(null);

  const review = useMutation({
    mutationFn: async (input: { file: File; columns: Partial<StatementColumns> }) => {
      const form = new FormData();
      form.set("file", input.file);
      if (Object.keys(input.columns).length > 0) form.set("columns", JSON.stringify(input.columns));
      return (await apiRequest<{ data: BankStatementReview }>("POST", "/bank-statements?dryRun=true", form)).data;
    },
  });
  const credits = review.data?.credits ?? [];
  const chosen = credits
    .map((credit, index) => ({ credit, phone: credit.duplicate ? null : (credit.match.phone ?? picks[index] ?? null) }))
    .filter((c): c is { credit: BankCredit; phone: string } => c.phone !== null);
  const record = useMutation({
    mutationFn: async () => {
      const body: ConfirmBankCreditsBody = {
        credits: chosen.map(({ credit, phone }) => ({
          date: credit.date,
          amount: credit.amount,
          reference: credit.reference,
          narration: credit.narration,
          phone,
          // A picked family's share is worked out by the server (oldest dues first).
          ...(credit.match.phone
            ? { students: credit.match.students.map((s) => ({ studentId: s.studentId, amount: s.amount })) }
            : {}),
        })),
      };
      return (await apiRequest<{ data: ConfirmBankCreditsResult }>("POST", "/bank-statements/confirm", body)).data;
    },
    onSuccess: (result) => {
      setDone(result);
      void queryClient.invalidateQueries({ queryKey: queryKeys.dues() });
    },
  });

  const read = (next: File, nextColumns: Partial<StatementColumns>) => {
    setPicks({});
    setDone(null);
    review.mutate({ file: next, columns: nextColumns });
  };
  const reset = () => {
    setFile(null);
    setColumns({});
    setPicks({});
    setDone(null);
    review.reset();
    record.reset();
  };

  const groups = (["matched", "uncertain", "unmatched", "duplicate"] as const).map((group) => ({
    group,
    items: credits.map((credit, index) => ({ credit, index })).filter(({ credit }) => groupOf(credit) === group),
  }));

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) reset();
      }}
    >
      <DialogContent title={t("bank.title")} description={t("bank.description")} className="sm:max-w-2xl">
        <div className="space-y-4">
          <FormField label={t("bank.file")}>
            <input
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              className="block w-full text-sm"
              onChange={(event) => {
                const next = event.target.files?.[0];
                if (!next) return;
                setFile(next);
                setColumns({});
                read(next, {});
              }}
            />
          </FormField>
          {review.isPending && <p className="text-sm text-slate-600">{t("bank.reading")}</p>}
          {review.isError && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {review.error.message}
            </p>
          )}
          {review.data && (
            <details className="rounded-lg border p-3 text-sm">
              <summary className="cursor-pointer font-medium">{t("bank.columns")}</summary>
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                {FIELDS.map((field) => (
                  <FormField key={field} label={t(`bank.column.${field}`)}>
                    <NativeSelect
                      value={columns[field] ?? review.data.columns[field] ?? ""}
                      onChange={(event) => {
                        const next = { ...columns, [field]: event.target.value || null };
                        setColumns(next);
                        if (file) read(file, next);
                      }}
                    >
                      <option value="">{t("bank.column.none")}</option>
                      {review.data.headers.filter(Boolean).map((header) => (
                        <option key={header} value={header}>
                          {header}
                        </option>
                      ))}
                    </NativeSelect>
                  </FormField>
                ))}
              </div>
            </details>
          )}
          {review.data &&
            groups.map(({ group, items }) =>
              items.length === 0 ? null : (
                <section key={group} aria-label={t(`bank.group.${group}`, { count: items.length })}>
                  <h3 className="mb-1 text-sm font-semibold">{t(`bank.group.${group}`, { count: items.length })}</h3>
                  <ul className="divide-y rounded-lg border">
                    {items.map(({ credit, index }) => (
                      <li key={index} className="space-y-1 p-2 text-sm">
                        <div className="flex flex-wrap justify-between gap-x-3">
                          <span className="font-medium">{formatRupeesForScreen(credit.amount)}</span>
                          <span className="text-slate-600">{credit.date}</span>
                        </div>
                        <p className="break-all text-xs text-slate-500">{credit.narration || credit.reference}</p>
                        {group === "matched" && (
                          <p>
                            {t(`bank.kind.${credit.match.kind}`)}:{" "}
                            {credit.match.students
                              .map((s) => `${s.name} (${s.ledgerName}) ${formatRupeesForScreen(s.amount)}`)
                              .join(", ")}
                          </p>
                        )}
                        {group === "uncertain" && (
                          <FormField label={t("bank.pick")}>
                            <NativeSelect
                              value={picks[index] ?? ""}
                              onChange={(event) => setPicks({ ...picks, [index]: event.target.value })}
                            >
                              <option value="">{t("bank.pickNone")}</option>
                              {credit.match.candidates.map((c) => (
                                <option key={c.phone} value={c.phone}>
                                  {`${c.names.join(", ")} · ${c.phone}`}
                                </option>
                              ))}
                            </NativeSelect>
                          </FormField>
                        )}
                      </li>
                    ))}
                  </ul>
                </section>
              ),
            )}
          {done ? (
            <p role="status" className="rounded-lg bg-green-50 p-3 text-sm font-medium text-green-800">
              {t("bank.recorded", { count: done.recorded })}
              {done.skippedDuplicates > 0 ? ` ${t("bank.skipped", { count: done.skippedDuplicates })}` : ""}
            </p>
          ) : (
            review.data && (
              <Button
                disabled={chosen.length === 0 || record.isPending}
                onClick={() => record.mutate()}
                className="w-full sm:w-auto"
              >
                {t("bank.record", { count: chosen.length })}
              </Button>
            )
          )}
          {record.isError && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {record.error.message}
            </p>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
