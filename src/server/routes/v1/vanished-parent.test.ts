import { beforeAll, expect, it } from "vitest";
import { addLedger, addStudent, directorWithSchool, type Director } from "../../test/fixtures";
import { createTestApp } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";

describeEachDatabase("a parent deleted while children are being added", (database) => {
  let api: ReturnType<typeof createTestApp>;
  let director: Director;
  beforeAll(async () => {
    api = createTestApp(database().db);
    director = await directorWithSchool(api);
  });

  // On PostgreSQL the delete can land between an add's ownership check and its insert; the foreign
  // key then refuses the insert (23503), which must answer 404 like any vanished id, never 500.
  it("answers each racing transaction add 200 or 404, never 500", async () => {
    const ledger = await addLedger(api, director);
    for (let round = 0; round < 5; round++) {
      const student = await addStudent(api, director, ledger);
      const add = () =>
        api.call("POST", "/api/v1/transactions/add", director.headers, {
          studentOwnerId: student._id,
          amount: 100,
          transactionType: "Debit",
          transactionDate: "2025-04-01",
        });
      const adds = Array.from({ length: 12 }, add);
      const deleted = api.call("DELETE", `/api/v1/student/${student._id}`, director.headers);
      const statuses = await Promise.all(
        [...adds, ...Array.from({ length: 12 }, add)].map(async (response) => (await response).status),
      );
      expect((await deleted).status).toBe(200);
      expect(
        statuses.every((status) => status === 200 || status === 404),
        statuses.join(","),
      ).toBe(true);
      expect((await add()).status).toBe(404);
    }
  });
});
