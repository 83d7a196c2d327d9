import { onlineManager } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";

/** Whether the browser has a network, as TanStack Query (which pauses fetches offline) sees it. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
  );
}
