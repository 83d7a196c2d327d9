// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { fakeSchool, mockApi, ok } from "../components/testing/mock-api";
import { fakeUser } from "../components/testing/fake-current-user";
import { schoolQueryKey } from "../lib/session/use-my-school";
import { RouteGuard } from "./route-guard";

vi.mock("../lib/session/use-current-user", () => import("../components/testing/fake-current-user"));

const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 50));

/** Opens /dues with the given school answer already in the cache, as a reload restores it; returns the pages shown. */
function openDuesWithCachedSchool(cachedSchool: typeof fakeSchool | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // Restored from the last visit: present but stale, so the guard's query asks the server again.
  queryClient.setQueryData(schoolQueryKey(fakeUser.id), cachedSchool, { updatedAt: 0 });
  const shown: string[] = [];
  const Page = ({ name }: { name: string }) => {
    shown.push(name);
    return <p>{name}</p>;
  };
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={["/dues"]}>
        <Routes>
          <Route
            path="/dues"
            element={
              <RouteGuard access="private">
                <Page name="Dues page" />
              </RouteGuard>
            }
          />
          <Route
            path="/SchoolManager"
            element={
              <RouteGuard access="setup">
                <Page name="Set-up page" />
              </RouteGuard>
            }
          />
          <Route
            path="/"
            element={
              <RouteGuard access="private">
                <Page name="Ledger page" />
              </RouteGuard>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return shown;
}

describe("RouteGuard with a school answer restored from the last visit", () => {
  it("stays on the page asked for when the restored copy predates the school's set-up", async () => {
    // The server's answer comes after the invitations' (which the guard asks when it sees no school).
    mockApi({ [`GET /school/uid/${fakeUser.id}`]: () => later(ok(fakeSchool)), "GET /invitations": () => ok([]) });
    const shown = openDuesWithCachedSchool(null);

    expect(await screen.findByText("Dues page")).toBeInTheDocument();
    expect(shown).not.toContain("Set-up page");
    expect(shown).not.toContain("Ledger page");
  });

  it("still sends someone whose school is gone to set-up, once the server has said so", async () => {
    mockApi({ [`GET /school/uid/${fakeUser.id}`]: () => ok(null), "GET /invitations": () => ok([]) });
    const shown = openDuesWithCachedSchool(fakeSchool);

    expect(await screen.findByText("Set-up page")).toBeInTheDocument();
    expect(shown).not.toContain("Ledger page");
  });
});
