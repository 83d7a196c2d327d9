import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CalendarClock } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Defaulter } from "@/shared/api/dues";
import type { FamilyPromise, FamilyPromiseBody } from "@/shared/api/family-promise";
import { todayInIndia } from "@/shared/rules/calendar-date";
import { IconButton } from "../../../components/icon-button";
import { queryKeys } from "../../../components/queries/query-keys";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { apiRequest } from "../../../lib/api-client";
import "../i18n";

/**
 * "Promise to pay" for the defaulter's family (everyone with this phone): until the date passes the
 * family leaves the list and reminder rounds skip it.
 */
export function PromiseButton({ defaulter }: { defaulter: Defaulter }) {
  const { t } = useTranslation("dues");
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState("");
  const [note, setNote] = useState("");
  const save = useMutation({
    mutationFn: async (body: FamilyPromiseBody) =>
      (await apiRequest<{ data: FamilyPromise }>("POST", `/families/${defaulter.phoneNumber}/promise`, body)).data,
    onSuccess: () => {
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: queryKeys.dues() });
    },
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <IconButton label={t("promise.open", { name: defaulter.name })} onClick={() => setOpen(true)}>
        <CalendarClock aria-hidden />
      </IconButton>
      <DialogContent
        title={t("promise.title")}
        description={t("promise.description", { phone: defaulter.phoneNumber })}
      >
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
    </Dialog>
  );
}
