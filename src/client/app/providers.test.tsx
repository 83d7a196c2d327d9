// @vitest-environment jsdom
import { useQuery } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ledgersQuery } from "../components/queries/ledgers-query";
import { fakeUser } from "../components/testing/fake-current-user";
import { fakeSchool, fakeWallet } from "../components/testing/mock-api";
import { restoredQuery } from "../components/testing/restored-query";
import { addStartDataBlock } from "../components/testing/start-data-block";
import { sessionQueryKey } from "../lib/session/session-query-key";
import { useCurrentUser } from "../lib/session/use-current-user";

/** The copy kept from the last visit: someone else's session, and a wallet query. */
vi.mock("../lib/query-persistence", () => ({
  PERSISTED_MAX_AGE_MS: 7 * 24 * 60 * 60_000,
  queryPersister: {
    persistClient: async () => undefined,
    removeClient: async () => undefined,
    restoreClient: async () => ({
      timestamp: Date.now(),
      buster: __BAHI_VERSION__,
      clientState: {
        mutations: [],
        queries: [
          restoredQuery(["session"], { id: "earlier-user", name: "Earlier", email: "e@example.com" }),
          restoredQuery(["wallet"], fakeWallet),
        ],
      },
    }),
  },
}));

function stubServer() {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const body = url.endsWith("/wallet") ? { success: true, data: fakeWallet } : { success: true, data: null };
    return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetch);
  return () => fetch.mock.calls.map(([url]) => new URL(String(url), "http://localhost").pathname);
}

/** What a signed-in ledger page needs first: who is signed in and the school's ledgers. */
function LedgerNames() {
  const { user } = useCurrentUser();
  const ledgers = useQuery(ledgersQuery(fakeSchool._id));
  useQuery({
    queryKey: ["wallet"],
    queryFn: async () => ((await (await fetch("/api/v1/wallet")).json()) as { data: unknown }).data,
  });
  return (
    <p>{`${user?.name ?? "nobody"}: ${ledgers.data?.map((ledger) => ledger.ledgerName).join(", ") ?? "loading"}`}</p>
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.resetModules();
  document.head.innerHTML = "";
});

describe("a page that came with the server's start data (decision 0033)", () => {
  it("renders its user and ledgers at once, asks none of them again, and refreshes only the restored rest", async () => {
    // A module the test imports may have read the page before the block was in it (the start data is read
    // once): the app's modules are taken afresh, as a page load does.
    vi.resetModules();
    addStartDataBlock();
    const requests = stubServer();
    // Imported after the block is in the page, as the full app's code is.
    const { Providers } = await import("./providers");
    const { queryClient } = await import("../lib/query-client");
    render(
      <MemoryRouter>
        <Providers>
          <LedgerNames />
        </Providers>
      </MemoryRouter>,
    );
    // The first render, before the IndexedDB copy is restored and before any request.
    expect(screen.getByText(`${fakeUser.name}: Class 10 A`)).toBeInTheDocument();
    expect(requests()).toEqual([]);

    // Restored and refreshed: the wallet from the old copy is asked again; the session, school and
    // ledgers are not, and the earlier visit's session does not replace this page's.
    await waitFor(() => expect(requests()).toContain("/api/v1/wallet"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests().filter((path) => /get-session|\/school\/uid\/|\/ledger\//.test(path))).toEqual([]);
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual(fakeUser);
    expect(screen.getByText(`${fakeUser.name}: Class 10 A`)).toBeInTheDocument();
  });
});
