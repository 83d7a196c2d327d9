import { useEffect, useState, type Dispatch, type SetStateAction } from "react";
import type { z } from "zod";
import { readStoredDraft, writeStoredDraft } from "./draft-storage";

/**
 * State kept in localStorage under `key`. A stored value that no longer fits `schema` (edited by
 * hand, or from an older version) is dropped for `initial` rather than breaking the page;
 * `replaceDraft` starts from `initial` whatever is stored.
 */
export function useDraft<T>(
  key: string,
  schema: z.ZodType<T>,
  initial: NoInfer<T>,
  { replaceDraft = false }: { replaceDraft?: boolean } = {},
): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState<T>(() => {
    const parsed = replaceDraft ? undefined : schema.safeParse(readStoredDraft(key));
    return parsed?.success ? parsed.data : initial;
  });
  useEffect(() => writeStoredDraft(key, value), [key, value]);
  return [value, setValue];
}
