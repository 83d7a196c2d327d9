import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Defaulter } from "@/shared/api/dues";
import type { FamilyPromise, FamilyPromiseBody } from "@/shared/api/family-promise";
import { todayInIndia } from "@/shared/rules/calendar-date";
import { queryKeys } from "../../../components/queries/query-keys";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { apiRequest } from "../../../lib/api-client";
import "../i18n";

/**
 * "Promise to pay" for a defaulter's family (everyone with this phone): until the date passes the
 * family leaves the list and reminder rounds skip it. One dialog for the whole list, opened for the
 * row's family (`defaulter`, null: closed): a Radix dialog in every row cost the dues page's first
 * render a synchronous re-render per row (issue 31).
 */
export function PromiseDialog({
  defaulter,
  onOpenChange,
}: {
  defaulter: Defaulter | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={defaulter !== null} onOpenChange={onOpenChange}>
      {/* A new family, a new form: nothing typed for the last one is carried over. */}
      {defaulter ? (
        <PromiseForm key={defaulter.studentId} defaulter={defaulter} onDone={() => onOpenChange(false)} />
      ) : null}
    </Dialog>
  );
}

function PromiseForm({ defaulter, onDone }: { defaulter: Defaulter; onDone: () => void }) {
  const { t } = useTranslation("dues");
  const queryClient = useQueryClient();
  const [date, setDate] = useState("");
  const [note, setNote] = useState("");
  const save = useMutation({
    mutationFn: async (body: FamilyPromiseBody) =>
      (await apiRequest<{ data: FamilyPromise }>("POST", `/families/${defaulter.phoneNumber}/promise`, body)).data,
    onSuccess: () => {
      onDone();
      void queryClient.invalidateQueries({ queryKey: queryKeys.dues() });
    },
  });
  return (
    <DialogContent title={t("promise.title")} description={t("promise.description", { phone: defaulter.phoneNumber })}>
      <form
        className="space-y-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (date) save.mutate({ date, note });
        }}
      >
        <FormField label={t("promise.date")}>
          <Input
            type="date"
            min={todayInIndia()}
            required
            value={date}
            onChange={(event) => setDate(event.target.value)}
          />
        </FormField>
        <FormField label={t("promise.note")}>
          <Input maxLength={200} value={note} onChange={(event) => setNote(event.target.value)} />
        </FormField>
        {save.isError && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {save.error.message}
          </p>
        )}
        <Button type="submit" disabled={!date || save.isPending} className="w-full sm:w-auto">
          {t("promise.save")}
        </Button>
      </form>
    </DialogContent>
  );
}
