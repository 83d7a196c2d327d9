import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { demandSlipsQuery } from "../../lib/demand-slips/demand-slips-query";
import { ok, type MockResponse } from "./mock-api";

export const SLIPS_PATH = "GET /student/school/transaction/school-1";

/** The school's slip list as the server would answer it: one student owing `owed()` rupees. */
export const slipList = (owed: () => number) => (): MockResponse =>
  ok([{ _id: "student-1", name: "Aarav", owed: owed() }]);

/**
 * Mounts the school's slip list (as /demand-slip and the Print button do) beside the hook under test,
 * in a fresh query cache, and waits for the first list, so a mutation test can then check that the
 * list is read again after the change.
 */
export async function withSlipList<T>(useHookUnderTest: () => T) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(
    () => ({ slips: useQuery(demandSlipsQuery({ kind: "school", schoolId: "school-1" })), hook: useHookUnderTest() }),
    { wrapper },
  );
  const owedOnSlip = () => (view.result.current.slips.data?.[0] as unknown as { owed: number } | undefined)?.owed;
  await waitFor(() => {
    if (owedOnSlip() === undefined) throw new Error("the slip list has not loaded");
  });
  return { ...view, owedOnSlip };
}
