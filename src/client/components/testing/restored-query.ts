import type { DehydratedState } from "@tanstack/react-query";

/** A query as the IndexedDB copy of an earlier visit holds it (TanStack's dehydrated form), answered at `updatedAt`. */
export function restoredQuery(
  queryKey: unknown[],
  data: unknown,
  updatedAt = 1000,
): DehydratedState["queries"][number] {
  return {
    queryKey,
    queryHash: JSON.stringify(queryKey),
    dehydratedAt: updatedAt,
    state: {
      data,
      dataUpdateCount: 1,
      dataUpdatedAt: updatedAt,
      error: null,
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: "success",
      fetchStatus: "idle",
    },
  };
}
