import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistQueryClientOptions,
} from "@tanstack/react-query-persist-client";
import { IsRestoringProvider, QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { startTransition, useEffect, useRef, useState, type ReactNode } from "react";

type Options = Omit<PersistQueryClientOptions, "queryClient">;

/**
 * TanStack's PersistQueryClientProvider, with one difference: the end of the restore is a transition.
 * Every `useQuery` reads "restoring", so its end re-renders the whole page; as a plain update that
 * was one long task just after the first screen showed (Lighthouse's blocking time on a 4x slowed
 * phone, decision 0055). In a transition React renders it in slices between which the phone paints
 * and takes taps. As TanStack's: queries wait for the restore before subscribing, `onSuccess` runs
 * once restoring ends (even with nothing restored), then the cache is saved whenever it changes.
 */
export function PersistedQueryProvider({
  client,
  persistOptions,
  onSuccess,
  children,
}: {
  client: QueryClient;
  persistOptions: Options;
  onSuccess: () => void;
  children: ReactNode;
}) {
  const [isRestoring, setIsRestoring] = useState(true);
  const latest = useRef({ persistOptions, onSuccess });
  useEffect(() => {
    latest.current = { persistOptions, onSuccess };
  });
  const restoreStarted = useRef(false);
  useEffect(() => {
    const options = { ...latest.current.persistOptions, queryClient: client };
    if (!restoreStarted.current) {
      restoreStarted.current = true;
      void persistQueryClientRestore(options)
        .then(() => latest.current.onSuccess())
        .catch(() => undefined)
        .finally(() => startTransition(() => setIsRestoring(false)));
    }
    return isRestoring ? undefined : persistQueryClientSubscribe(options);
  }, [client, isRestoring]);
  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={isRestoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
