// @vitest-environment jsdom
import { hashKey, QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { ledgersQuery } from "../components/queries/ledgers-query";
import { fakeUser } from "../components/testing/fake-current-user";
import { fakeSchool } from "../components/testing/mock-api";
import { fakeLedger, fakeStartData } from "../components/testing/start-data-block";
import { readStoredSchool } from "../lib/session/school-storage";
import { sessionQueryKey } from "../lib/session/session-query-key";
import { schoolQueryKey } from "../lib/session/use-my-school";
import { seedStartData } from "./seed-start-data";

afterEach(() => localStorage.clear());

describe("seedStartData (decision 0033)", () => {
  it("answers the session, school and ledgers queries, fresh, and keeps the school as its own answer does", () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    const seeded = seedStartData(queryClient, fakeStartData);
    const ledgersKey = ledgersQuery(fakeSchool._id).queryKey;
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual(fakeUser);
    expect(queryClient.getQueryData(schoolQueryKey(fakeUser.id))).toEqual(fakeSchool);
    expect(queryClient.getQueryData(ledgersKey)).toEqual([fakeLedger]);
    expect([...seeded].sort()).toEqual(
      [hashKey(sessionQueryKey), hashKey(schoolQueryKey(fakeUser.id)), hashKey(ledgersKey)].sort(),
    );
    expect(queryClient.getQueryCache().find({ queryKey: ledgersKey })?.isStale()).toBe(false);
    expect(readStoredSchool(fakeUser.id)).toEqual(fakeSchool);
  });

  it("answers only what the server answered", () => {
    const withoutSchool = new QueryClient();
    expect(seedStartData(withoutSchool, { user: fakeUser }).size).toBe(1);
    expect(withoutSchool.getQueryData(schoolQueryKey(fakeUser.id))).toBeUndefined();

    const beforeSetUp = new QueryClient();
    expect(seedStartData(beforeSetUp, { user: fakeUser, school: null }).size).toBe(2);
    expect(beforeSetUp.getQueryState(schoolQueryKey(fakeUser.id))?.status).toBe("success");

    expect(seedStartData(new QueryClient(), null).size).toBe(0);
  });
});
