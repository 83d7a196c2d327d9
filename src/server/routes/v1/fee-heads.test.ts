import { beforeAll, expect, it } from "vitest";
import type { StudentConcession } from "../../../shared/api/concession";
import type { ChargeDuesResult, DuesSummary } from "../../../shared/api/dues";
import type { FeeHead } from "../../../shared/api/fee-head";
import type { Ledger } from "../../../shared/api/ledger";
import type { Student } from "../../../shared/api/student";
import type { Transaction } from "../../../shared/api/transaction";
import {
  addLedger,
  addStudent,
  dataOf,
  directorWithSchool,
  staffOf,
  type Director,
  type StaffMember,
} from "../../test/fixtures";
import { createTestApp } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";

describeEachDatabase("fee heads, periods and standing concessions", (database) => {
  let api: ReturnType<typeof createTestApp>;
  let director: Director;
  let staff: StaffMember;
  let heads: FeeHead[];
  const head = (code: string) => heads.find((h) => h.code === code)!;

  beforeAll(async () => {
    api = createTestApp(database().db);
    director = await directorWithSchool(api);
    staff = await staffOf(api, director);
    heads = await dataOf<FeeHead[]>(await api.call("GET", "/api/v1/fee-heads", director.headers));
  });

  async function classOf(names: string[]): Promise<{ ledger: Ledger; students: Student[] }> {
    const ledger = await addLedger(api, director, `Class ${crypto.randomUUID().slice(0, 6)}`);
    const students: Student[] = [];
    for (const name of names) students.push(await addStudent(api, director, ledger, { name }));
    return { ledger, students };
  }
  const chargeAll = (ledgerId: string, body: object, headers = director.headers) =>
    api.call("POST", `/api/v1/ledger/${ledgerId}/dues`, headers, body);
  const addDues = (student: Student, body: object) =>
    api.call("POST", "/api/v1/transactions/add", director.headers, {
      studentOwnerId: student._id,
      transactionType: "Debit",
      ...body,
    });
  const duesOf = async (student: Student) =>
    (
      await dataOf<Transaction[]>(
        await api.call("GET", `/api/v1/transactions/student/${student._id}`, director.headers),
      )
    ).filter((t) => t.transactionType === "Debit");
  const owed = async (student: Student) => (await duesOf(student)).reduce((sum, t) => sum + t.amount, 0);
  const tuitionNov = { amount: 500, transactionDate: "2025-11-05", period: "2025-11", description: "Tuition" };

  it("starts every school with the eight heads in English and Hindi, Tuition fee marked tuition; staff may read them", async () => {
    expect(heads.map((h) => [h.code, h.name, h.nameHi, h.tuition])).toEqual(
      expect.arrayContaining([
        ["tuition", "Tuition fee", "ट्यूशन शुल्क", true],
        ["admission", "Admission fee", "प्रवेश शुल्क", false],
        ["exam", "Exam fee", "परीक्षा शुल्क", false],
        ["transport", "Transport fee", "वाहन शुल्क", false],
        ["books-uniform", "Books and uniform", "किताबें और वर्दी", false],
        ["late-fine", "Late fine", "विलंब शुल्क", false],
        ["opening-balance", "Opening balance", "पिछला बकाया", false],
        ["other", "Other", "अन्य", false],
      ]),
    );
    const asStaff = await api.call("GET", "/api/v1/fee-heads", staff.headers);
    expect(asStaff.status).toBe(200);
  });

  it("lets the owner add, rename and archive a head and delete an unused one; staff get 403; one in use is 409 FEE_HEAD_IN_USE", async () => {
    const computer = await api.call("POST", "/api/v1/fee-heads", director.headers, { name: "Computer fee" });
    expect(computer.status).toBe(201);
    const added = await dataOf<FeeHead>(computer);
    expect(added).toMatchObject({ name: "Computer fee", nameHi: "", tuition: false, archived: false, code: null });

    for (const [method, path, body] of [
      ["POST", "/api/v1/fee-heads", { name: "Staff's own" }],
      ["PUT", `/api/v1/fee-heads/${added.id}`, { name: "Renamed by staff" }],
      ["DELETE", `/api/v1/fee-heads/${added.id}`, undefined],
    ] as const) {
      const refused = await api.call(method, path, staff.headers, body);
      expect(refused.status, `${method} ${path}`).toBe(403);
    }

    const renamed = await dataOf<FeeHead>(
      await api.call("PUT", `/api/v1/fee-heads/${added.id}`, director.headers, {
        name: "Computer lab fee",
        nameHi: "कंप्यूटर शुल्क",
        tuition: true,
        archived: true,
      }),
    );
    expect(renamed).toMatchObject({ name: "Computer lab fee", nameHi: "कंप्यूटर शुल्क", tuition: true, archived: true });

    const { students } = await classOf(["Asha"]);
    expect((await addDues(students[0]!, { ...tuitionNov, period: null, feeHeadId: added.id })).status).toBe(200);
    const inUse = await api.call("DELETE", `/api/v1/fee-heads/${added.id}`, director.headers);
    expect(inUse.status).toBe(409);
    expect((await inUse.json()).error.code).toBe("FEE_HEAD_IN_USE");
    const system = await api.call("DELETE", `/api/v1/fee-heads/${head("exam").id}`, director.headers);
    expect(system.status).toBe(409);

    const spare = await dataOf<FeeHead>(
      await api.call("POST", "/api/v1/fee-heads", director.headers, { name: "Spare" }),
    );
    expect((await api.call("DELETE", `/api/v1/fee-heads/${spare.id}`, director.headers)).status).toBe(200);
    const after = await dataOf<FeeHead[]>(await api.call("GET", "/api/v1/fee-heads", director.headers));
    expect(after.some((h) => h.id === spare.id)).toBe(false);
  });

  it("charges carry their head, period, due date and gross; without a head they are Other; a bad period is 400", async () => {
    const { students } = await classOf(["Bina"]);
    const [bina] = students as [Student];
    expect((await addDues(bina, { ...tuitionNov, feeHeadId: head("tuition").id, dueDate: "2025-11-10" })).status).toBe(
      200,
    );
    expect((await addDues(bina, { amount: 40, transactionDate: "2025-11-06", description: "Diary" })).status).toBe(200);
    const bad = await addDues(bina, { ...tuitionNov, feeHeadId: head("tuition").id, period: "Nov 2025" });
    expect(bad.status).toBe(400);
    const dues = await duesOf(bina);
    expect(dues.map((t) => [t.feeHeadName, t.period, t.dueDate, t.grossAmount, t.concessionAmount, t.amount])).toEqual([
      ["Tuition fee", "2025-11", "2025-11-10", 500, 0, 500],
      ["Other", null, "2025-11-06", 40, 0, 40],
    ]);
    for (const period of ["2025-26/Q1", "2025-26/Q4", "2025-26/T1", "2025-26/T3"])
      expect((await addDues(bina, { ...tuitionNov, feeHeadId: head("exam").id, period })).status, period).toBe(200);
    for (const period of ["2025-27/Q1", "2025-26/Q5", "2025-13", "2025-26/T0"])
      expect((await addDues(bina, { ...tuitionNov, feeHeadId: head("exam").id, period })).status, period).toBe(400);
  });

  it("never charges a head and period twice: by hand then for the class → 409 ALREADY_CHARGED naming them, skip or charge again", async () => {
    const { ledger, students } = await classOf(["Chandan", "Deepa", "Esha"]);
    const [chandan, deepa, esha] = students as [Student, Student, Student];
    const tuition = { ...tuitionNov, feeHeadId: head("tuition").id };
    expect((await addDues(chandan, tuition)).status).toBe(200);

    const again = await addDues(chandan, tuition);
    expect(again.status).toBe(409);
    expect((await again.json()).error).toMatchObject({
      code: "ALREADY_CHARGED",
      students: [{ studentId: chandan._id }],
    });

    const refused = await chargeAll(ledger._id, tuition);
    expect(refused.status).toBe(409);
    const body = await refused.json();
    expect(body).toMatchObject({
      success: false,
      error: { code: "ALREADY_CHARGED", students: [{ studentId: chandan._id, name: "Chandan" }] },
    });
    expect(await owed(deepa)).toBe(0); // all or none

    const skipped = await dataOf<ChargeDuesResult>(await chargeAll(ledger._id, { ...tuition, alreadyCharged: "skip" }));
    expect(skipped).toMatchObject({ created: 2, skipped: 1, totalRupees: 1000 });
    expect([await owed(chandan), await owed(deepa), await owed(esha)]).toEqual([500, 500, 500]);

    const repeated = await chargeAll(ledger._id, {
      ...tuition,
      studentIds: [esha._id],
      alreadyCharged: "charge-again",
    });
    expect(repeated.status).toBe(201);
    expect(await owed(esha)).toBe(1000);
    expect((await addDues(deepa, { ...tuition, alreadyCharged: "charge-again" })).status).toBe(200);
    expect(await owed(deepa)).toBe(1000);
  });

  it("refuses a Dues date outside the ledger's session (400 OUTSIDE_SESSION) unless confirmed, on add, update and Charge fee", async () => {
    const { ledger, students } = await classOf(["Farah"]);
    const [farah] = students as [Student];
    const late = { amount: 100, transactionDate: "2026-11-27", description: "Exam" };
    const add = await addDues(farah, late);
    expect(add.status).toBe(400);
    expect((await add.json()).error.code).toBe("OUTSIDE_SESSION");
    const bulk = await chargeAll(ledger._id, late);
    expect(bulk.status).toBe(400);
    expect((await bulk.json()).error.code).toBe("OUTSIDE_SESSION");
    expect((await chargeAll(ledger._id, { ...late, outsideSession: true })).status).toBe(201);

    const inside = await dataOf<Transaction>(await addDues(farah, { ...late, transactionDate: "2026-03-31" }));
    const moved = await api.call("PUT", `/api/v1/transactions/${inside._id}`, director.headers, {
      ...late,
      amount: 120,
    });
    expect(moved.status).toBe(400);
    expect((await moved.json()).error.code).toBe("OUTSIDE_SESSION");
    const confirmed = await api.call("PUT", `/api/v1/transactions/${inside._id}`, director.headers, {
      ...late,
      amount: 120,
      outsideSession: true,
      feeHeadId: head("exam").id,
      period: "2025-26/T3",
    });
    expect(await dataOf<Transaction>(confirmed)).toMatchObject({
      amount: 120,
      feeHeadName: "Exam fee",
      period: "2025-26/T3",
    });
  });

  it("applies standing concessions to Charge fee and a single Dues alike: RTE 100 % owes ₹0, staff ward 50 % owes ₹250", async () => {
    const { ledger, students } = await classOf(["Gita", "Hari", "Indu"]);
    const [gita, hari, indu] = students as [Student, Student, Student];
    const tuitionId = head("tuition").id;
    const put = (student: Student, body: unknown, headers = director.headers) =>
      api.call("PUT", `/api/v1/student/${student._id}/concessions`, headers, body);
    expect(
      (await put(gita, [{ feeHeadId: tuitionId, kind: "percent", value: 100, category: "rte", note: "RTE 12(1)(c)" }]))
        .status,
    ).toBe(200);
    const set = await dataOf<StudentConcession[]>(
      await put(hari, [{ feeHeadId: tuitionId, kind: "percent", value: 50, category: "staff-ward", note: "" }]),
    );
    expect(set).toEqual([
      {
        feeHeadId: tuitionId,
        feeHeadName: "Tuition fee",
        kind: "percent",
        value: 50,
        category: "staff-ward",
        note: "",
      },
    ]);
    // The ledger's list (Charge fee's preview) has both, and no one of another ledger.
    const { students: others } = await classOf(["Other class"]);
    await put(others[0]!, [{ feeHeadId: tuitionId, kind: "amount", value: 200, category: "sibling", note: "" }]);
    expect(await dataOf(await api.call("GET", `/api/v1/ledger/${ledger._id}/concessions`, director.headers))).toEqual(
      [
        { studentId: gita._id, feeHeadId: tuitionId, kind: "percent", value: 100, category: "rte" },
        { studentId: hari._id, feeHeadId: tuitionId, kind: "percent", value: 50, category: "staff-ward" },
      ].sort((a, b) => a.studentId.localeCompare(b.studentId)),
    );
    // Staff neither read nor change concessions.
    expect((await api.call("GET", `/api/v1/student/${hari._id}/concessions`, staff.headers)).status).toBe(403);
    expect((await api.call("GET", `/api/v1/ledger/${ledger._id}/concessions`, staff.headers)).status).toBe(403);
    expect((await put(hari, [], staff.headers)).status).toBe(403);

    const charged = await dataOf<ChargeDuesResult>(
      await chargeAll(ledger._id, {
        ...tuitionNov,
        feeHeadId: tuitionId,
        concessions: [{ studentId: indu._id, amount: 100 }],
      }),
    );
    expect(charged).toMatchObject({ created: 2, totalRupees: 650, standingConcessionRupees: 750 });
    expect([await owed(gita), await owed(hari), await owed(indu)]).toEqual([0, 250, 400]);
    expect((await duesOf(hari))[0]).toMatchObject({
      grossAmount: 500,
      concessionAmount: 250,
      amount: 250,
      concessionCategory: "staff-ward",
    });

    // A single Dues for December: the same concessions.
    const december = { ...tuitionNov, period: "2025-12", transactionDate: "2025-12-05", feeHeadId: tuitionId };
    const nothing = await dataOf<Transaction>(await addDues(gita, december));
    expect(nothing).toMatchObject({ _id: "", amount: 0, grossAmount: 500, concessionAmount: 500 });
    expect(await dataOf<Transaction>(await addDues(hari, december))).toMatchObject({
      amount: 250,
      concessionAmount: 250,
    });
    expect([await owed(gita), await owed(hari)]).toEqual([0, 500]);
    // Other heads are not reduced.
    expect(await dataOf<Transaction>(await addDues(hari, { ...december, feeHeadId: head("exam").id }))).toMatchObject({
      amount: 500,
    });

    const summary = await dataOf<DuesSummary>(
      await api.call("GET", "/api/v1/dues/summary?session=2025-26", director.headers),
    );
    expect(summary.concessions).toEqual(
      expect.arrayContaining([
        { category: "staff-ward", amount: 500 },
        { category: "other", amount: 100 },
      ]),
    );
    // Removing the set: the next charge is in full; a foreign or unknown head is a 404.
    expect(await dataOf<StudentConcession[]>(await put(hari, []))).toEqual([]);
    expect(
      (await put(hari, [{ feeHeadId: crypto.randomUUID(), kind: "amount", value: 10, category: "merit" }])).status,
    ).toBe(404);
  });
});
