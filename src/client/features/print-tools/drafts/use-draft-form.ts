import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { readStoredFields, writeStoredDraft } from "./draft-storage";

/**
 * A react-hook-form form whose values are saved to localStorage on every change and restored on
 * the next visit (fields are taken only where their type matches the default's). `replaceDraft`
 * starts from `defaults` instead and overwrites the stored draft (a form filled from a record).
 */
export function useDraftForm<T extends FieldValues>(
  key: string,
  schema: z.ZodType<NoInfer<T>, NoInfer<T>>,
  defaults: T,
  { replaceDraft = false }: { replaceDraft?: boolean } = {},
): UseFormReturn<T> {
  const form = useForm<T>({
    resolver: zodResolver(schema),
    defaultValues: (replaceDraft ? defaults : readStoredFields(key, defaults)) as DefaultValues<T>,
  });
  useEffect(() => {
    // Untouched defaults stay unsaved (today's date must be tomorrow's tomorrow); a replacement is saved at once.
    if (replaceDraft) writeStoredDraft(key, form.getValues());
    return form.subscribe({ formState: { values: true }, callback: ({ values }) => writeStoredDraft(key, values) });
  }, [form, key, replaceDraft]);
  return form;
}
