// @vitest-environment jsdom
import { hashKey, QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { ledgersQuery } from "../components/queries/ledgers-query";
import { queryKeys } from "../components/queries/query-keys";
import { duesKeys } from "../features/dues/api/use-dues";
import { studentPageParams, studentPageQuery } from "../features/students/api/use-student-page";
import { readListParams } from "../features/students/use-student-list-params";
import { fakeUser } from "../components/testing/fake-current-user";
import { fakeSchool } from "../components/testing/mock-api";
import { fakeLedger, fakeStartData } from "../components/testing/start-data-block";
import { readStoredSchool } from "../lib/session/school-storage";
import { sessionQueryKey } from "../lib/session/session-query-key";
import { schoolQueryKey } from "../lib/session/use-my-school";
import { daySummaryKey } from "../features/ledgers/api/use-day-summary";
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

  it("answers the page's first-screen queries under the keys the pages ask, and only for this page (decision 0044)", () => {
    const studentPage = { success: true, data: [{ _id: "s1", name: "Aarav Sharma" }], pagination: { total: 1 } };
    const student = { _id: "s1", name: "Aarav Sharma" };
    const transactions = [{ _id: "t1", description: "Tuition fee, April" }];
    const summary = { session: "2025-26", sessions: ["2025-26"] };
    const today = { date: "2025-11-20", collected: { total: 300 } };
    const data = {
      ...fakeStartData,
      answers: {
        "/student/ledger/ledger-1?page=2&limit=20&sort=name": studentPage,
        "/student/s1": { success: true, data: student },
        "/transactions/student/s1": { success: true, data: transactions },
        "/dues/summary": { success: true, data: summary },
        "/day-book/summary?date=2025-11-20": { success: true, data: today },
      },
    };

    const list = new QueryClient();
    const listSeeded = seedStartData(list, data, {
      pathname: "/student-manager/ledger-1",
      search: "?sort=name&page=2",
    });
    // The very key the page's hook and the start-up prefetch use for that view.
    const listKey = studentPageQuery(
      "ledger-1",
      studentPageParams(readListParams(new URLSearchParams("?sort=name&page=2"))),
    ).queryKey;
    expect(list.getQueryData(listKey)).toEqual(studentPage);
    expect(listSeeded.has(hashKey(listKey))).toBe(true);
    expect(list.getQueryData(queryKeys.student("s1"))).toBeUndefined();

    const ledgerOfStudent = new QueryClient();
    seedStartData(ledgerOfStudent, data, { pathname: "/TransactionManager/s1", search: "" });
    expect(ledgerOfStudent.getQueryData(queryKeys.student("s1"))).toEqual(student);
    expect(ledgerOfStudent.getQueryData(queryKeys.transactions("s1"))).toEqual(transactions);

    const dues = new QueryClient();
    seedStartData(dues, data, { pathname: "/dues", search: "" });
    expect(dues.getQueryData(duesKeys.summary())).toEqual(summary);

    // Ledger Details' card, for the day the page asks: another day's answer is not taken.
    const ledgers = new QueryClient();
    seedStartData(ledgers, data, { pathname: "/", search: "", today: "2025-11-20" });
    expect(ledgers.getQueryData(daySummaryKey("2025-11-20"))).toEqual(today);
    const nextDay = new QueryClient();
    seedStartData(nextDay, data, { pathname: "/", search: "", today: "2025-11-21" });
    expect(nextDay.getQueryCache().findAll({ queryKey: ["day-book"] })).toHaveLength(0);

    // Another view of the list than the one answered: nothing is taken for it.
    const otherView = new QueryClient();
    const otherSeeded = seedStartData(otherView, data, { pathname: "/student-manager/ledger-1", search: "" });
    expect(otherSeeded.size).toBe(3);
    expect(otherView.getQueryCache().findAll({ queryKey: queryKeys.students("ledger-1") })).toHaveLength(0);
  });
});
