import { brotliDecompressSync } from "node:zlib";
import { beforeAll, expect, it } from "vitest";
import { demandSlipListResponseSchema, type DemandSlip } from "../../../shared/api/demand-slip";
import type { Ledger } from "../../../shared/api/ledger";
import type { Student } from "../../../shared/api/student";
import { addDays, slipBalance, slipNumber } from "../../../shared/rules/slip-maths";
import { todayInIndia } from "../../../shared/rules/calendar-date";
import { addLedger, addStudent, addTransaction, dataOf, directorWithSchool, type Director } from "../../test/fixtures";
import { createTestApp } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";

describeEachDatabase("demand slip routes", (database) => {
  let api: ReturnType<typeof createTestApp>;
  let director: Director;
  let classTen: Ledger;
  let classNine: Ledger;
  let aarav: Student;
  let priya: Student;
  let kavya: Student;
  beforeAll(async () => {
    api = createTestApp(database().db);
    director = await directorWithSchool(api);
    classTen = await addLedger(api, director, "Class 10 A");
    classNine = await addLedger(api, director, "Class 9 B");
    priya = await addStudent(api, director, classTen, { name: "Priya", rollNumber: "12" });
    aarav = await addStudent(api, director, classTen, { name: "Aarav", rollNumber: "2", fatherName: "Suresh" });
    kavya = await addStudent(api, director, classNine, { name: "काव्या मिश्रा", rollNumber: "1" });
    await addTransaction(api, director, aarav, {
      amount: 1500,
      description: "Tuition, April",
      transactionDate: "2025-04-01",
    });
    await addTransaction(api, director, aarav, {
      amount: 300.5,
      description: "Exam fee",
      transactionDate: "2025-04-15",
    });
    await addTransaction(api, director, aarav, {
      amount: 1000,
      transactionType: "Credit",
      transactionDate: "2025-04-20",
    });
    await addTransaction(api, director, aarav, {
      amount: 200,
      transactionType: "Credit",
      transactionDate: "2025-04-21",
    });
    await addTransaction(api, director, kavya, { amount: 800, description: "शुल्क", transactionDate: "2025-04-01" });
  });

  const slips = async (path: string) => dataOf<DemandSlip[]>(await api.call("GET", path, director.headers));

  it("gives one student's slip: outstanding charges by head (Other named by its description), oldest settled first, due date from the school's setting", async () => {
    const [slip, ...rest] = await slips(`/api/v1/student/student/transaction/${aarav._id}`);
    expect(rest).toEqual([]);
    const today = todayInIndia();
    expect(slip).toMatchObject({
      date: today,
      dueDate: addDays(today, 10),
      studentName: "Aarav",
      fatherName: "Suresh",
      rollNumber: "2",
      className: "10",
      ledgerName: "Class 10 A",
      // ₹1,200 received settled ₹1,200 of the ₹1,500 tuition (the oldest): ₹300 of it and the whole
      // exam fee are still owed, and nothing received is left over.
      feesDetails: [
        {
          particular: "Tuition, April",
          amount: 300,
          feeHeadName: "Tuition, April",
          period: null,
          grossAmount: 1500,
          concessionAmount: 0,
        },
        {
          particular: "Exam fee",
          amount: 300.5,
          feeHeadName: "Exam fee",
          period: null,
          grossAmount: 300.5,
          concessionAmount: 0,
        },
      ],
      totalMoneyReceive: 0,
    });
    // The slip's total is the student's balance.
    expect(slipBalance(slip!.feesDetails, slip!.totalMoneyReceive)).toBe(600.5);
    expect(slip!.slipNo).toMatch(new RegExp(`^${today.slice(2, 4)}${today.slice(5, 7)}${today.slice(8, 10)}-\\d{4}$`));
  });

  it("orders a ledger's slips by roll number, and the school's by ledger then roll number", async () => {
    expect((await slips(`/api/v1/student/ledger/transaction/${classTen._id}`)).map((s) => s.studentName)).toEqual([
      "Aarav",
      "Priya",
    ]);
    const all = await slips(`/api/v1/student/school/transaction/${director.school._id}`);
    expect(all.map((s) => s.studentName)).toEqual(["Aarav", "Priya", "काव्या मिश्रा"]);
    expect(all.find((s) => s.studentName === "Priya")).toMatchObject({ feesDetails: [], totalMoneyReceive: 0 });
  });

  it("keeps slip numbers unique in the school and stable for the same student and day", async () => {
    const first = await slips(`/api/v1/student/school/transaction/${director.school._id}`);
    const again = await slips(`/api/v1/student/school/transaction/${director.school._id}`);
    expect(new Set(first.map((s) => s.slipNo)).size).toBe(first.length);
    expect(again.map((s) => s.slipNo)).toEqual(first.map((s) => s.slipNo));
  });

  it("follows the school's due days and returns an empty list for an empty ledger", async () => {
    const response = await api.call("PUT", `/api/v1/school/${director.school._id}`, director.headers, {
      schoolName: "Saraswati Vidya Mandir",
      directorName: "Ramesh Kumar",
      contactNumber: "9876543210",
      address: "Station Road",
      slipDueDays: 15,
      upiVpa: "svm.school@okaxis",
    });
    expect(await response.json()).toMatchObject({ data: { slipDueDays: 15, upiVpa: "svm.school@okaxis" } });
    const [slip] = await slips(`/api/v1/student/student/transaction/${priya._id}`);
    expect(slip!.dueDate).toBe(addDays(slip!.date, 15));
    const empty = await addLedger(api, director, "Empty");
    expect(await slips(`/api/v1/student/ledger/transaction/${empty._id}`)).toEqual([]);
  });

  it("sends what the contract and JavaScript would: exact amounts, escaped text, the slip number as slipNumber writes it", async () => {
    const meera = await addStudent(api, director, classNine, { name: 'Meera "M" \\ Rao', rollNumber: "7" });
    const awkward = [0.07, 0.1, 9999999.99, 19.99];
    for (const amount of awkward)
      await addTransaction(api, director, meera, { amount, description: `Line \\ "${amount}" / शुल्क 😀` });
    await addTransaction(api, director, meera, { amount: 0.2, transactionType: "Credit" });
    await addTransaction(api, director, meera, { amount: 0.1, transactionType: "Credit" });
    const response = await api.call("GET", `/api/v1/student/student/transaction/${meera._id}`, director.headers);
    expect(response.headers.get("content-type")).toContain("application/json");
    const [slip] = demandSlipListResponseSchema.parse(await response.json()).data;
    expect(slip!.studentName).toBe('Meera "M" \\ Rao');
    // 30 paise received settle the oldest charges first: 7 paise, 10 paise and 13 of the next.
    expect(slip!.feesDetails.map(({ particular, amount }) => ({ particular, amount }))).toEqual(
      [9999999.86, 19.99].map((amount, index) => ({
        particular: `Line \\ "${awkward[index + 2]}" / शुल्क 😀`,
        amount,
      })),
    );
    expect(slip!.totalMoneyReceive).toBe(0); // all of it settled charges, none left over
    expect(slip!.slipNo).toBe(slipNumber(slip!.date, Number(slip!.slipNo.split("-")[1])));
  });

  it("keeps the slip's total the balance when more was paid than is owed: the excess shows as received", async () => {
    const dev = await addStudent(api, director, classNine, { name: "Dev", rollNumber: "9" });
    await addTransaction(api, director, dev, { amount: 500, description: "Tuition", transactionDate: "2025-04-01" });
    await addTransaction(api, director, dev, { amount: 700, transactionType: "Credit", transactionDate: "2025-04-05" });
    const [slip] = await slips(`/api/v1/student/student/transaction/${dev._id}`);
    expect(slip!.feesDetails).toEqual([]);
    expect(slip!.totalMoneyReceive).toBe(200);
    expect(slipBalance(slip!.feesDetails, slip!.totalMoneyReceive)).toBe(-200);
  });

  it("validates the slip settings", async () => {
    const body = { schoolName: "S", directorName: "D", contactNumber: "9876543210", address: "A" };
    for (const bad of [{ slipDueDays: 91 }, { slipDueDays: 2.5 }, { upiVpa: "not a upi id" }, { upiVpa: "name@" }]) {
      const response = await api.call("PUT", `/api/v1/school/${director.school._id}`, director.headers, {
        ...body,
        ...bad,
      });
      expect(response.status).toBe(400);
    }
    const cleared = await api.call("PUT", `/api/v1/school/${director.school._id}`, director.headers, {
      ...body,
      upiVpa: "",
    });
    expect(await cleared.json()).toMatchObject({ data: { upiVpa: "" } });
  });

  it("sends a browser the school's slips brotli-compressed, the same JSON once decoded", async () => {
    const path = `/api/v1/student/school/transaction/${director.school._id}`;
    const plain = await (await api.call("GET", path, director.headers)).text();
    const headers = new Headers(director.headers);
    headers.set("Accept-Encoding", "gzip, deflate, br");
    const response = await api.call("GET", path, headers);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(plain);
  });
});
