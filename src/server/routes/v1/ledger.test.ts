import { beforeAll, expect, it } from "vitest";
import type { DemandSlip } from "../../../shared/api/demand-slip";
import type { Ledger } from "../../../shared/api/ledger";
import { slipOwesMoney } from "../../../shared/rules/slip-maths";
import { addLedger, addStudent, addTransaction, dataOf, directorWithSchool, type Director } from "../../test/fixtures";
import { createTestApp } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";

describeEachDatabase("ledger routes", (database) => {
  let api: ReturnType<typeof createTestApp>;
  let director: Director;
  beforeAll(async () => {
    api = createTestApp(database().db);
    director = await directorWithSchool(api);
  });

  it("adds ledgers with trimmed fields and lists them with their counts", async () => {
    const created = await dataOf<Ledger>(
      await api.call("POST", "/api/v1/ledger/add", director.headers, {
        schoolOwnerId: director.school._id,
        ledgerName: "  Class 9 B ",
        className: " 9 ",
        sessionYear: "2024-25",
      }),
    );
    expect(created).toMatchObject({ ledgerName: "Class 9 B", className: "9", sessionYear: "2024-25", studentCount: 0 });
    const student = await addStudent(api, director, created);
    await addTransaction(api, director, student);
    await addTransaction(api, director, student, { transactionType: "Credit" });

    const list = await dataOf<Ledger[]>(
      await api.call("GET", `/api/v1/ledger/${director.school._id}`, director.headers),
    );
    expect(list.find((l) => l._id === created._id)).toMatchObject({ studentCount: 1, transactionCount: 2 });
  });

  it("sums each ledger's outstanding (students' balances above zero) and collected money", async () => {
    const ledger = await addLedger(api, director, "Money class");
    const owes = await addStudent(api, director, ledger, { name: "Owes", initialCourseFee: 12000 });
    await addTransaction(api, director, owes, { amount: 2000.5, transactionType: "Credit" });
    // Paid ₹500 ahead: it is collected money, but it does not shrink what Owes still owes.
    const ahead = await addStudent(api, director, ledger, { name: "Ahead" });
    await addTransaction(api, director, ahead, { amount: 500, transactionType: "Credit" });
    await addStudent(api, director, ledger, { name: "Nothing yet" });
    const other = await addLedger(api, director, "Quiet class");

    const list = await dataOf<Ledger[]>(
      await api.call("GET", `/api/v1/ledger/${director.school._id}`, director.headers),
    );
    expect(list.find((l) => l._id === ledger._id)).toMatchObject({
      outstanding: 9999.5,
      collected: 2500.5,
      owingCount: 1,
    });
    expect(list.find((l) => l._id === other._id)).toMatchObject({ outstanding: 0, collected: 0, owingCount: 0 });
    // The count the bills buttons show is the slips a "students who owe" print makes.
    const slips = await dataOf<DemandSlip[]>(
      await api.call("GET", `/api/v1/student/ledger/transaction/${ledger._id}`, director.headers),
    );
    expect(slips.filter(slipOwesMoney).map((slip) => slip.studentName)).toEqual(["Owes"]);
  });

  it("validates name, class and a session year whose second year follows the first", async () => {
    const response = await api.call("POST", "/api/v1/ledger/add", director.headers, {
      schoolOwnerId: director.school._id,
      ledgerName: "",
      className: "10",
      sessionYear: "2025-27",
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { issues: { path: string }[] } };
    expect(error.issues.map((i) => i.path).sort()).toEqual(["ledgerName", "sessionYear"]);
    for (const good of ["2025-26", "1999-00"]) {
      const ok = await api.call("POST", "/api/v1/ledger/add", director.headers, {
        schoolOwnerId: director.school._id,
        ledgerName: "L",
        className: "C",
        sessionYear: good,
      });
      expect(ok.status).toBe(200);
    }
  });

  it("edits a ledger in place", async () => {
    const ledger = await addLedger(api, director, "Old name");
    const updated = await dataOf<Ledger>(
      await api.call("PUT", `/api/v1/ledger/${ledger._id}`, director.headers, {
        ledgerName: "New name",
        className: "11",
        sessionYear: "2026-27",
      }),
    );
    expect(updated).toMatchObject({ _id: ledger._id, ledgerName: "New name", className: "11", sessionYear: "2026-27" });
  });

  it("deletes a ledger together with its students and their transactions", async () => {
    const ledger = await addLedger(api, director, "To delete");
    const student = await addStudent(api, director, ledger);
    const transaction = await addTransaction(api, director, student);
    const other = await addLedger(api, director, "Survivor");
    const survivor = await addStudent(api, director, other);

    expect((await api.call("DELETE", `/api/v1/ledger/${ledger._id}`, director.headers)).status).toBe(200);
    expect((await api.call("GET", `/api/v1/student/${student._id}`, director.headers)).status).toBe(404);
    expect((await api.call("DELETE", `/api/v1/transactions/${transaction._id}`, director.headers)).status).toBe(404);
    expect((await api.call("GET", `/api/v1/student/${survivor._id}`, director.headers)).status).toBe(200);
    expect((await api.call("DELETE", `/api/v1/ledger/${ledger._id}`, director.headers)).status).toBe(404);
  });

  it("answers 404 to a user who has not set up a school yet", async () => {
    const newcomer = await api.signIn();
    const response = await api.call("GET", `/api/v1/ledger/${director.school._id}`, newcomer.headers);
    expect(response.status).toBe(404);
  });
});
