import type { QueryClient, QueryFilters, QueryKey } from "@tanstack/react-query";

export type CacheSnapshot = Array<[QueryKey, unknown]>;

/**
 * The first half of an optimistic update: stop refetches that would overwrite it, remember what
 * every matching cache held, then apply `update` to each. `rollback` puts the remembered data back.
 */
export async function updateCachesOptimistically<T>(
  queryClient: QueryClient,
  filters: QueryFilters,
  update: (old: T) => T,
): Promise<CacheSnapshot> {
  await queryClient.cancelQueries(filters);
  const snapshot = queryClient.getQueriesData<T>(filters);
  queryClient.setQueriesData<T>(filters, (old) => (old === undefined ? old : update(old)));
  return snapshot;
}

export function rollback(queryClient: QueryClient, snapshot: CacheSnapshot | undefined) {
  for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
}
