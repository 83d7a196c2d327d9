import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { ActivityEntry } from "../../../shared/api/activity";
import type { DefaultersPage } from "../../../shared/api/dues";
import type { Team } from "../../../shared/api/team";
import { addLedger, addStudent, addTransaction, dataOf, directorWithSchool, staffOf } from "../../test/fixtures";
import { csvFile, upload } from "../../test/sheet-files";
import { createTestApp } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";
import { setWallet } from "../../test/wallet-fixtures";

/** The bulk writes (dues, import, rollover, reminders) each leave their entry, naming who made them. */
describeEachDatabase("activity of bulk writes", (database) => {
  let api: ReturnType<typeof createTestApp>;
  beforeAll(() => {
    api = createTestApp(database().db);
  });

  async function activity(headers: Headers): Promise<[string, string, string, string][]> {
    const page = (await (await api.call("GET", "/api/v1/activity", headers)).json()) as { data: ActivityEntry[] };
    return page.data.map((e) => [e.email, e.action, e.entity, e.summary]);
  }

  it("records a bulk charge, an import, a rollover, reminders and a template change with the actor's e-mail", async () => {
    const owner = await directorWithSchool(api, "Bulk School");
    const staff = await staffOf(api, owner, "bulk-clerk@example.com");
    const ownerEmail = (await dataOf<Team>(await api.call("GET", "/api/v1/members", owner.headers))).members.find(
      (m) => m.role === "owner",
    )!.email;
    const ledger = await addLedger(api, owner, "Class 5");
    const meera = await addStudent(api, owner, ledger, { name: "Meera" });
    const kabir = await addStudent(api, owner, ledger, { name: "Kabir" });
    await addTransaction(api, owner, kabir, { amount: 100, transactionType: "Credit" });

    const dues = {
      amount: 500,
      description: "Tuition April",
      transactionDate: "2025-04-01",
      concessions: [{ studentId: kabir._id, amount: 200 }],
    };
    expect((await api.call("POST", `/api/v1/ledger/${ledger._id}/dues`, staff.headers, dues)).status).toBe(201);
    const file = csvFile([
      ["Name", "Father Name", "Mother Name", "Date of Birth", "Roll Number", "Phone", "Address", "Opening Balance"],
      ["Aarav", "", "", "", "3", "9876543210", "", ""],
      ["Diya", "", "", "", "4", "9876543210", "", ""],
    ]);
    expect((await api.call("POST", `/api/v1/ledger/${ledger._id}/import`, staff.headers, upload(file))).status).toBe(
      201,
    );
    const rollover = {
      ledgerName: "Class 6",
      className: "6",
      sessionYear: "2026-27",
      carryBalances: true,
      studentIds: [meera._id, kabir._id],
    };
    expect((await api.call("POST", `/api/v1/ledger/${ledger._id}/rollover`, staff.headers, rollover)).status).toBe(201);
    await setWallet(database().db, owner.school._id, { coins: 0, premiumUntil: new Date(Date.now() + 86_400_000) });
    expect((await api.call("POST", "/api/v1/reminders", staff.headers, { studentId: meera._id })).status).toBe(201);
    expect((await api.call("POST", "/api/v1/reminders", staff.headers, { studentId: kabir._id })).status).toBe(201);
    expect(
      (await api.call("PUT", "/api/v1/reminders/template", owner.headers, { en: "Please pay {{amount}}", hi: "" }))
        .status,
    ).toBe(200);

    expect((await activity(owner.headers)).slice(0, 6)).toEqual([
      [ownerEmail, "update", "school", "Changed the WhatsApp reminder texts"],
      ["bulk-clerk@example.com", "create", "student", "Reminded Kabir on WhatsApp"],
      ["bulk-clerk@example.com", "create", "student", "Reminded Meera on WhatsApp"],
      [
        "bulk-clerk@example.com",
        "create",
        "ledger",
        "Rolled 2 student(s) over from Class 5 into Class 6 (2026-27), carrying ₹700",
      ],
      ["bulk-clerk@example.com", "create", "student", "Imported 2 student(s) into Class 5"],
      [
        "bulk-clerk@example.com",
        "create",
        "transaction",
        'Dues "Tuition April" to 2 student(s) of Class 5, total ₹800',
      ],
    ]);
    const aboutMeera = (await (
      await api.call("GET", `/api/v1/activity?studentId=${meera._id}`, owner.headers)
    ).json()) as { data: ActivityEntry[] };
    expect(aboutMeera.data[0]!.summary).toBe("Reminded Meera on WhatsApp");
  });

  it("a refused write (a student of no ledger here) leaves no entry", async () => {
    const owner = await directorWithSchool(api);
    const ledger = await addLedger(api, owner);
    const before = await activity(owner.headers);
    const stranger = crypto.randomUUID();
    expect(
      (
        await api.call("POST", `/api/v1/ledger/${ledger._id}/dues`, owner.headers, {
          amount: 50,
          transactionDate: "2025-06-01",
          studentIds: [stranger],
        })
      ).status,
    ).toBe(404);
    expect((await api.call("POST", "/api/v1/reminders", owner.headers, { studentId: stranger })).status).toBe(404);
    expect(await activity(owner.headers)).toEqual(before);
  });

  it("an entry that cannot be written undoes its write: each of these writes and its entry commit together", async () => {
    const owner = await directorWithSchool(api);
    const ledger = await addLedger(api, owner, "Class 7");
    const meera = await addStudent(api, owner, ledger, { name: "Meera" });
    await addTransaction(api, owner, meera, { amount: 300, transactionType: "Debit" });
    await setWallet(database().db, owner.school._id, { coins: 0, premiumUntil: new Date(Date.now() + 86_400_000) });
    const count = async (path: string) =>
      ((await (await api.call("GET", path, owner.headers)).json()) as { data: unknown[] }).data.length;
    const snapshot = async () => ({
      transactions: await count(`/api/v1/transactions/student/${meera._id}`),
      students: await count(`/api/v1/student/ledger/${ledger._id}?limit=100`),
      ledgers: await count(`/api/v1/ledger/${owner.school._id}`),
      reminded: (
        (await (await api.call("GET", "/api/v1/dues/defaulters", owner.headers)).json()) as DefaultersPage
      ).data.map((d) => d.lastRemindedAt),
      templates: await dataOf(await api.call("GET", "/api/v1/reminders/template", owner.headers)),
      entries: await activity(owner.headers),
    });
    const before = await snapshot();
    const file = csvFile([
      ["Name", "Father Name", "Mother Name", "Date of Birth", "Roll Number", "Phone", "Address", "Opening Balance"],
      ["Aarav", "", "", "", "3", "9876543210", "", ""],
    ]);
    const writes = [
      () =>
        api.call("POST", `/api/v1/ledger/${ledger._id}/dues`, owner.headers, {
          amount: 50,
          transactionDate: "2025-06-01",
        }),
      () => api.call("POST", `/api/v1/ledger/${ledger._id}/import`, owner.headers, upload(file)),
      () =>
        api.call("POST", `/api/v1/ledger/${ledger._id}/rollover`, owner.headers, {
          ledgerName: "Class 8",
          className: "8",
          sessionYear: "2026-27",
          carryBalances: true,
        }),
      () => api.call("POST", "/api/v1/reminders", owner.headers, { studentId: meera._id }),
      () => api.call("PUT", "/api/v1/reminders/template", owner.headers, { en: "Pay please", hi: null }),
    ];
    const { db } = database();
    // Refuses this school's activity entries only, after every check of the write has passed.
    await db.execute(
      sql.raw(
        `alter table activity_log add constraint test_no_bulk_log check (school_id <> '${owner.school._id}') not valid`,
      ),
    );
    try {
      for (const write of writes) expect((await write()).status).toBe(500);
    } finally {
      await db.execute(sql`alter table activity_log drop constraint test_no_bulk_log`);
    }
    expect(await snapshot()).toEqual(before);
  });
});
