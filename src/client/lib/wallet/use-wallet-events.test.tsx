// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { sessionQueryKey } from "../session/session-query-key";
import { RECONNECT_MIN_MS, RECONNECT_SPREAD_MS, useWalletEvents } from "./use-wallet-events";
import { walletQueryKey } from "./wallet-query";

/** jsdom has no EventSource: this one lets the test play the server. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.OPEN;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  /** The server's message, as EventSource dispatches it. */
  serverSends(event: string, data: string) {
    act(() => void this.dispatchEvent(new MessageEvent(event, { data })));
  }
}

const live = () => FakeEventSource.opened.filter((source) => source.readyState !== FakeEventSource.CLOSED);

function renderWithQueries() {
  const queryClient = new QueryClient();
  const invalidated = vi.spyOn(queryClient, "invalidateQueries");
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  renderHook(() => useWalletEvents(true), { wrapper });
  /** The query keys invalidated so far. */
  const asked = () => invalidated.mock.calls.map(([filters]) => filters?.queryKey);
  return { queryClient, asked };
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal("EventSource", FakeEventSource);
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it("puts each wallet event into the wallet query", () => {
  const { queryClient } = renderWithQueries();
  expect(live()).toHaveLength(1);
  live()[0]!.serverSends("wallet", JSON.stringify({ coins: 220 }));
  expect(queryClient.getQueryData(walletQueryKey)).toEqual({ coins: 220 });
});

it("stays closed after session-ended and asks again who is signed in and where", () => {
  const { asked } = renderWithQueries();
  live()[0]!.serverSends("session-ended", "signed-out");
  expect(live()).toEqual([]);
  expect(asked()).toEqual([sessionQueryKey, ["school"]]);
  // Neither time nor the tab coming back opens a stream the server would refuse.
  vi.advanceTimersByTime(60_000);
  act(() => void document.dispatchEvent(new Event("visibilitychange")));
  expect(FakeEventSource.opened).toHaveLength(1);
});

it("opens a new stream a short while after the server says reconnect (it is restarting)", () => {
  const { asked } = renderWithQueries();
  live()[0]!.serverSends("reconnect", "shutdown");
  expect(live()).toEqual([]);
  vi.advanceTimersByTime(RECONNECT_MIN_MS - 1);
  expect(live()).toEqual([]);
  vi.advanceTimersByTime(RECONNECT_SPREAD_MS + 1);
  expect(live()).toHaveLength(1);
  expect(FakeEventSource.opened).toHaveLength(2);
  expect(asked()).toEqual([]);
  // A new role: the stream comes back too, and the school query (which holds the role) is asked again.
  live()[0]!.serverSends("reconnect", "role-changed");
  expect(asked()).toEqual([sessionQueryKey, ["school"]]);
  vi.advanceTimersByTime(RECONNECT_MIN_MS + RECONNECT_SPREAD_MS);
  expect(live()).toHaveLength(1);
});

it("gives up on a stream the server refused (EventSource does not retry a 401) and rechecks the session", () => {
  const { asked } = renderWithQueries();
  const source = live()[0]!;
  source.readyState = FakeEventSource.CLOSED;
  act(() => void source.dispatchEvent(new Event("error")));
  expect(asked()).toEqual([sessionQueryKey, ["school"]]);
  act(() => void document.dispatchEvent(new Event("visibilitychange")));
  expect(FakeEventSource.opened).toHaveLength(1);
});
