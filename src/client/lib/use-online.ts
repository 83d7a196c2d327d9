import { useSyncExternalStore } from "react";
import { isOnline, subscribeOnline } from "./online-status";

/** Whether the browser has a network (the same answer TanStack Query, which pauses fetches offline, has). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline);
}
