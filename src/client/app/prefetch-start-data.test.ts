// @vitest-environment jsdom
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ledgersQuery } from "../components/queries/ledgers-query";
import { DEFAULT_STUDENTS_PER_PAGE } from "@/shared/api/student-page-size";
import { studentPageParams, studentPageQuery } from "../features/students/api/use-student-page";
import { prefetchStartData } from "./prefetch-start-data";

const user = { id: "user-1", name: "Asha", email: "asha@example.com" };
const school = { _id: "school-1", uid: "user-1", name: "Sunrise" };

/** The server as the start-up sees it: who is signed in, their school, its ledgers. */
function stubServer(signedIn: typeof user | null) {
  const fetch = vi.fn(async (url: string) => {
    const body =
      url === "/api/auth/get-session"
        ? signedIn
          ? { user: signedIn }
          : null
        : url.startsWith("/api/v1/school/uid/")
          ? { success: true, data: school }
          : { success: true, data: [] };
    return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetch);
  return () => fetch.mock.calls.map(([url]) => url);
}

afterEach(() => vi.unstubAllGlobals());

describe("the first page's data, fetched as each answer arrives (decision 0031)", () => {
  it("asks for the session, then the school, then its ledgers on the ledger page", async () => {
    const requests = stubServer(user);
    const queryClient = new QueryClient();
    await prefetchStartData(queryClient, { pathname: "/", search: "" });
    expect(requests()).toEqual(["/api/auth/get-session", "/api/v1/school/uid/user-1", "/api/v1/ledger/school-1"]);
    // The page's own query finds the answer: nothing is asked twice.
    expect(queryClient.getQueryState(ledgersQuery("school-1").queryKey)?.status).toBe("success");
  });

  it("asks for a ledger's student list beside the school, with the list's view from the URL", async () => {
    const requests = stubServer(user);
    const queryClient = new QueryClient();
    await prefetchStartData(queryClient, {
      pathname: "/student-manager/ledger-7",
      search: "?search=ravi&owes=1&page=2",
    });
    expect(requests()).toEqual([
      "/api/auth/get-session",
      `/api/v1/student/ledger/ledger-7?page=2&limit=${DEFAULT_STUDENTS_PER_PAGE}&search=ravi&filter=owes`,
      "/api/v1/school/uid/user-1",
      "/api/v1/ledger/school-1",
    ]);
    // The page's own query (the same view of the list) finds the answer.
    const params = studentPageParams({ page: 2, search: "ravi", owes: true, byName: false });
    expect(queryClient.getQueryState(studentPageQuery("ledger-7", params).queryKey)?.status).toBe("success");
  });

  it("leaves the ledgers to pages that show them", async () => {
    const requests = stubServer(user);
    await prefetchStartData(new QueryClient(), { pathname: "/dues", search: "" });
    expect(requests()).toEqual(["/api/auth/get-session", "/api/v1/school/uid/user-1"]);
  });

  it("stops at the session when nobody is signed in", async () => {
    const requests = stubServer(null);
    await prefetchStartData(new QueryClient(), { pathname: "/", search: "" });
    expect(requests()).toEqual(["/api/auth/get-session"]);
  });
});
