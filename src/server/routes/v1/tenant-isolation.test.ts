import { beforeAll, expect, it } from "vitest";
import type { Ledger } from "../../../shared/api/ledger";
import type { Student } from "../../../shared/api/student";
import type { Transaction } from "../../../shared/api/transaction";
import { addLedger, addStudent, addTransaction, directorWithSchool, type Director } from "../../test/fixtures";
import { createTestApp } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";

interface OwnerIds {
  userId: string;
  schoolId: string;
  ledgerId: string;
  studentId: string;
  transactionId: string;
}

/** Routes that need no session or have no tenant data. */
const PUBLIC_ROUTES = new Set(["GET /api/v1/health", "GET /api/v1/openapi.json", "GET /api/v1/site-info"]);

const studentBody = (ids: OwnerIds) => ({ name: "Intruder", phoneNumber: "9876543210", ledgerOwnerId: ids.ledgerId, schoolOwnerId: ids.schoolId });
const details = { schoolName: "Taken over", directorName: "X", contactNumber: "9876543210", address: "Y" };

/**
 * Every tenant route, called with the first school's ids. A new route must be added here: the test
 * below fails for any route of the app that has no entry.
 */
const MATRIX: Record<string, (ids: OwnerIds) => { path: string; body?: unknown }> = {
  "GET /api/v1/school/uid/:uid": (ids) => ({ path: `/api/v1/school/uid/${ids.userId}` }),
  "POST /api/v1/school/add": (ids) => ({ path: "/api/v1/school/add", body: { ...details, uid: ids.userId } }),
  "PUT /api/v1/school/:schoolId": (ids) => ({ path: `/api/v1/school/${ids.schoolId}`, body: details }),
  "GET /api/v1/ledger/:schoolId": (ids) => ({ path: `/api/v1/ledger/${ids.schoolId}` }),
  "POST /api/v1/ledger/add": (ids) => ({ path: "/api/v1/ledger/add", body: { schoolOwnerId: ids.schoolId, ledgerName: "L", className: "C", sessionYear: "2025-26" } }),
  "PUT /api/v1/ledger/:ledgerId": (ids) => ({ path: `/api/v1/ledger/${ids.ledgerId}`, body: { ledgerName: "L", className: "C", sessionYear: "2025-26" } }),
  "DELETE /api/v1/ledger/:ledgerId": (ids) => ({ path: `/api/v1/ledger/${ids.ledgerId}` }),
  "GET /api/v1/student/ledger/:ledgerOwnerId": (ids) => ({ path: `/api/v1/student/ledger/${ids.ledgerId}?page=1&limit=100` }),
  "GET /api/v1/student/:studentId": (ids) => ({ path: `/api/v1/student/${ids.studentId}` }),
  "POST /api/v1/student/add": (ids) => ({ path: "/api/v1/student/add", body: studentBody(ids) }),
  "PUT /api/v1/student/:studentId": (ids) => ({ path: `/api/v1/student/${ids.studentId}`, body: studentBody(ids) }),
  "DELETE /api/v1/student/:studentId": (ids) => ({ path: `/api/v1/student/${ids.studentId}` }),
  "GET /api/v1/transactions/student/:studentId": (ids) => ({ path: `/api/v1/transactions/student/${ids.studentId}` }),
  "POST /api/v1/transactions/add": (ids) => ({ path: "/api/v1/transactions/add", body: { studentOwnerId: ids.studentId, amount: 1, transactionDate: "2025-04-01" } }),
  "DELETE /api/v1/transactions/:transactionId": (ids) => ({ path: `/api/v1/transactions/${ids.transactionId}` }),
  "GET /api/v1/student/student/transaction/:studentId": (ids) => ({ path: `/api/v1/student/student/transaction/${ids.studentId}` }),
  "GET /api/v1/student/ledger/transaction/:ledgerOwnerId": (ids) => ({ path: `/api/v1/student/ledger/transaction/${ids.ledgerId}` }),
  "GET /api/v1/student/school/transaction/:schoolId": (ids) => ({ path: `/api/v1/student/school/transaction/${ids.schoolId}` }),
};

describeEachDatabase("tenant isolation", (database) => {
  let api: ReturnType<typeof createTestApp>;
  let owner: Director;
  let intruder: Director;
  let ids: OwnerIds;
  beforeAll(async () => {
    api = createTestApp(database().db);
    owner = await directorWithSchool(api, "Owner School");
    intruder = await directorWithSchool(api, "Intruder School");
    const ledger = await addLedger(api, owner);
    const student = await addStudent(api, owner, ledger);
    const transaction = await addTransaction(api, owner, student);
    ids = { userId: owner.userId, schoolId: owner.school._id, ledgerId: ledger._id, studentId: student._id, transactionId: transaction._id };
    // The intruder has data of their own, so a 404 cannot come from having no school at all.
    await addStudent(api, intruder, await addLedger(api, intruder));
  });

  /** Everything the owner can see, to prove that nothing changed. */
  async function ownerSnapshot() {
    const get = async (path: string) => (await api.call("GET", path, owner.headers)).json();
    return {
      school: await get(`/api/v1/school/uid/${ids.userId}`),
      ledgers: (await get(`/api/v1/ledger/${ids.schoolId}`)) as { data: Ledger[] },
      students: (await get(`/api/v1/student/ledger/${ids.ledgerId}?limit=100`)) as { data: Student[] },
      transactions: (await get(`/api/v1/transactions/student/${ids.studentId}`)) as { data: Transaction[] },
    };
  }

  it("has a matrix entry for every tenant route of the app", () => {
    const routes = api.app.routes
      .filter((route) => route.method !== "ALL" && route.path.startsWith("/api/v1/"))
      .map((route) => `${route.method} ${route.path}`)
      .filter((key) => !PUBLIC_ROUTES.has(key));
    const unique = [...new Set(routes)];
    expect(unique.filter((key) => !(key in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((key) => !unique.includes(key))).toEqual([]);
  });

  it("answers 404 to another school for every route, and changes nothing", async () => {
    const before = await ownerSnapshot();
    expect(before.transactions.data).toHaveLength(1);
    for (const [key, build] of Object.entries(MATRIX)) {
      const method = key.split(" ")[0]!;
      const { path, body } = build(ids);
      const response = await api.call(method, path, intruder.headers, body);
      expect({ route: key, status: response.status }).toEqual({ route: key, status: 404 });
      expect(await response.json()).toMatchObject({ success: false, error: { code: "NOT_FOUND" } });
    }
    expect(await ownerSnapshot()).toEqual(before);
  });
});
