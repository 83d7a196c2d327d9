import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { CreateFeeHeadBody, FeeHead, UpdateFeeHeadBody } from "@/shared/api/fee-head";
import { FEE_HEAD_IN_USE } from "@/shared/api/fee-head";
import { FormError } from "../../components/form-error";
import "../../components/fee-heads/i18n";
import { useFeeHeads } from "../../components/fee-heads/use-fee-heads";
import { queryKeys } from "../../components/queries/query-keys";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { ApiRequestError, apiRequest } from "../../lib/api-client";
import { errorMessage } from "../../lib/error-message";

/** The owner's list of fee heads: add one, rename it (English and Hindi), mark it tuition, archive it. */
export function FeeHeadsSection() {
  const { t } = useTranslation("feeHeads");
  const heads = useFeeHeads();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.feeHeads() });
  const add = useMutation({
    mutationFn: (body: CreateFeeHeadBody) => apiRequest("POST", "/fee-heads", body),
    onSettled: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, ...body }: UpdateFeeHeadBody & { id: string }) => apiRequest("PUT", `/fee-heads/${id}`, body),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/fee-heads/${id}`),
    onSettled: refresh,
  });
  const run = async (work: () => Promise<unknown>) => {
    setError(null);
    try {
      await work();
      toast.success(t("saved"));
    } catch (failure) {
      setError(
        failure instanceof ApiRequestError && failure.code === FEE_HEAD_IN_USE ? t("inUse") : errorMessage(failure),
      );
    }
  };
  const [name, setName] = useState("");
  const [nameHi, setNameHi] = useState("");

  if (!heads.data) return <p className="text-sm text-slate-600">{t("loading")}</p>;
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-slate-100" data-testid="fee-head-list">
        {heads.data.map((head) => (
          <FeeHeadRow
            key={head.id}
            head={head}
            onSave={(changes) => run(() => update.mutateAsync({ id: head.id, ...changes }))}
            onDelete={() => run(() => remove.mutateAsync(head.id))}
          />
        ))}
      </ul>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!name.trim()) return;
          void run(async () => {
            await add.mutateAsync({ name, nameHi });
            setName("");
            setNameHi("");
          });
        }}
      >
        <Input
          aria-label={t("newName")}
          placeholder={t("newName")}
          value={name}
          onChange={(event) => setName(event.target.value)}
          className="w-auto flex-1"
        />
        <Input
          aria-label={t("nameHi")}
          placeholder={t("nameHi")}
          value={nameHi}
          onChange={(event) => setNameHi(event.target.value)}
          className="w-auto flex-1"
        />
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? t("adding") : t("add")}
        </Button>
      </form>
      <FormError message={error} />
    </div>
  );
}

function FeeHeadRow({
  head,
  onSave,
  onDelete,
}: {
  head: FeeHead;
  onSave: (changes: UpdateFeeHeadBody) => Promise<void>;
  onDelete: () => Promise<void>;
}) {
  const { t } = useTranslation("feeHeads");
  const [name, setName] = useState(head.name);
  const [nameHi, setNameHi] = useState(head.nameHi);
  const changed = name !== head.name || nameHi !== head.nameHi;
  return (
    <li className={`flex flex-wrap items-center gap-2 py-2 ${head.archived ? "opacity-60" : ""}`}>
      <Input
        aria-label={`${t("name")}: ${head.name}`}
        value={name}
        onChange={(event) => setName(event.target.value)}
        className="w-auto flex-1"
      />
      <Input
        aria-label={`${t("nameHi")}: ${head.name}`}
        value={nameHi}
        onChange={(event) => setNameHi(event.target.value)}
        className="w-auto flex-1"
      />
      <label className="flex items-center gap-1 text-sm">
        <input
          type="checkbox"
          checked={head.tuition}
          onChange={(event) => void onSave({ tuition: event.target.checked })}
        />
        {t("tuition")}
      </label>
      {changed ? (
        <Button type="button" size="sm" onClick={() => void onSave({ name, nameHi })}>
          {t("save")}
        </Button>
      ) : null}
      <Button type="button" size="sm" variant="outline" onClick={() => void onSave({ archived: !head.archived })}>
        {head.archived ? t("restore") : t("archive")}
      </Button>
      {head.code ? null : (
        <Button type="button" size="sm" variant="ghost" onClick={() => void onDelete()}>
          {t("delete")}
        </Button>
      )}
    </li>
  );
}
