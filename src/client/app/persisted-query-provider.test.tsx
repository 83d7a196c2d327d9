// @vitest-environment jsdom
import { QueryClient, useIsRestoring, useQuery } from "@tanstack/react-query";
import type { PersistedClient, Persister } from "@tanstack/react-query-persist-client";
import { act, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { restoredQuery } from "../components/testing/restored-query";
import { PersistedQueryProvider } from "./persisted-query-provider";

/** A persister holding an earlier visit's copy with one answered query, and recording what it is given. */
function fakePersister() {
  const saved: PersistedClient[] = [];
  let finishRestore: () => void = () => undefined;
  const restored = new Promise<void>((resolve) => (finishRestore = resolve));
  const persister: Persister = {
    persistClient: async (client) => void saved.push(client),
    removeClient: async () => undefined,
    restoreClient: async (): Promise<PersistedClient> => {
      await restored;
      return {
        timestamp: Date.now(),
        buster: "test",
        clientState: {
          mutations: [],
          queries: [restoredQuery(["greeting"], "namaste from the last visit", Date.now())],
        },
      };
    },
  };
  return { persister, saved, finishRestore };
}

function Greeting({ queryFn }: { queryFn: () => Promise<string> }) {
  const restoring = useIsRestoring();
  const greeting = useQuery({ queryKey: ["greeting"], queryFn, staleTime: Infinity });
  return <p>{restoring ? "restoring" : (greeting.data ?? "loading")}</p>;
}

describe("PersistedQueryProvider (decision 0055)", () => {
  it("holds queries until the copy is restored, then shows it, calls onSuccess once and saves later changes", async () => {
    const { persister, saved, finishRestore } = fakePersister();
    const client = new QueryClient();
    const onSuccess = vi.fn();
    const queryFn = vi.fn(async () => "namaste from the server");
    render(
      <PersistedQueryProvider client={client} persistOptions={{ persister, buster: "test" }} onSuccess={onSuccess}>
        <Greeting queryFn={queryFn} />
      </PersistedQueryProvider>,
    );
    expect(screen.getByText("restoring")).toBeInTheDocument();
    finishRestore();
    expect(await screen.findByText("namaste from the last visit")).toBeInTheDocument();
    expect(onSuccess).toHaveBeenCalledTimes(1);
    // The restored answer is fresh enough: nothing was asked while or after restoring.
    expect(queryFn).not.toHaveBeenCalled();

    act(() => client.setQueryData(["greeting"], "changed"));
    expect(await screen.findByText("changed")).toBeInTheDocument();
    await waitFor(() =>
      expect(saved.at(-1)?.clientState.queries.find((query) => query.queryHash === '["greeting"]')?.state.data).toBe(
        "changed",
      ),
    );
  });

  it("ends restoring when the copy cannot be read, and the queries then ask the server", async () => {
    // TanStack reports the failed restore on the console; it is this test's subject, not noise.
    const reported = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const persister: Persister = {
      persistClient: async () => undefined,
      removeClient: async () => undefined,
      restoreClient: async () => {
        throw new Error("IndexedDB unavailable");
      },
    };
    const queryFn = vi.fn(async () => "namaste from the server");
    render(
      <PersistedQueryProvider client={new QueryClient()} persistOptions={{ persister }} onSuccess={() => undefined}>
        <Greeting queryFn={queryFn} />
      </PersistedQueryProvider>,
    );
    expect(await screen.findByText("namaste from the server")).toBeInTheDocument();
    expect(queryFn).toHaveBeenCalledTimes(1);
    reported.mockRestore();
  });
});
