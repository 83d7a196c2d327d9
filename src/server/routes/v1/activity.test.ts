import { readFileSync } from "node:fs";
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
import { ACTIVITY_CODES } from "../../../shared/rules/activity-texts";

/** The bulk writes (dues, import, rollover, reminders) each leave their entry, naming who made them. */
describeEachDatabase("activity of bulk writes", (database) => {
  let api: ReturnType<typeof createTestApp>;
  beforeAll(() => {
    api = createTestApp(database().db);
  });

  async function activity(
    headers: Headers,
  ): Promise<[string, string, string, string | null, ActivityEntry["params"]][]> {
    const page = (await (await api.call("GET", "/api/v1/activity", headers)).json()) as { data: ActivityEntry[] };
    return page.data.map((e) => [e.email, e.action, e.entity, e.code, e.params]);
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
      [ownerEmail, "update", "school", "reminderTemplatesChanged", {}],
      ["bulk-clerk@example.com", "create", "student", "reminderSent", { student: "Kabir" }],
      ["bulk-clerk@example.com", "create", "student", "reminderSent", { student: "Meera" }],
      [
        "bulk-clerk@example.com",
        "create",
        "ledger",
        "ledgerRolledOver",
        { students: 2, from: "Class 5", ledger: "Class 6", session: "2026-27", carried: 700 },
      ],
      ["bulk-clerk@example.com", "create", "student", "studentsImported", { students: 2, ledger: "Class 5" }],
      [
        "bulk-clerk@example.com",
        "create",
        "transaction",
        "duesCharged",
        { description: "Tuition April", students: 2, ledger: "Class 5", total: 800 },
      ],
    ]);
    const aboutMeera = (await (
      await api.call("GET", `/api/v1/activity?studentId=${meera._id}`, owner.headers)
    ).json()) as { data: ActivityEntry[] };
    expect(aboutMeera.data[0]!.params).toEqual({ student: "Meera" });
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

/** Every kind of write stores a code with parameters, so a Hindi reader's page holds no English sentence. */
describeEachDatabase("activity as codes", (database) => {
  let api: ReturnType<typeof createTestApp>;
  beforeAll(() => {
    api = createTestApp(database().db);
  });

  it("each service's entry is a known code whose parameters are only names, numbers and amounts, and names the person", async () => {
    const { userId, headers } = await api.signIn(undefined, "रमेश कुमार");
    const school = await dataOf<{ _id: string }>(
      await api.call("POST", "/api/v1/school/add", headers, {
        schoolName: "सरस्वती विद्या मंदिर",
        directorName: "रमेश कुमार",
        contactNumber: "9876543210",
        address: "स्टेशन रोड",
      }),
    );
    const owner = { userId, headers, school } as Parameters<typeof addLedger>[1];
    await setWallet(database().db, school._id, { coins: 5, premiumUntil: new Date(Date.now() + 86_400_000) });
    const invitation = await dataOf<{ id: string }>(
      await api.call("POST", "/api/v1/members/invitations", headers, { email: "soni@example.com" }),
    );
    const staff = await api.signIn("soni@example.com", "सोनी पासवान");
    await dataOf(await api.call("POST", `/api/v1/invitations/${invitation.id}/accept`, staff.headers));
    const ledger = await addLedger(api, owner, "कक्षा 5");
    const soni = await addStudent(api, owner, ledger, { name: "सोनी पासवान", fatherName: "", motherName: "" });
    const paid = await dataOf<{ _id: string }>(
      await api.call("POST", "/api/v1/transactions/add", staff.headers, {
        studentOwnerId: soni._id,
        amount: 200,
        description: "",
        transactionType: "Credit",
        transactionDate: "2025-04-10",
      }),
    );
    await api.call("PUT", `/api/v1/transactions/${paid._id}`, headers, { amount: 250, transactionDate: "2025-04-10" });
    // Money received is cancelled, never deleted (issue 28); a reason typed in Hindi stays Hindi.
    await api.call("POST", `/api/v1/transactions/${paid._id}/cancel`, headers, { reason: "चेक वापस आया" });
    await api.call("POST", `/api/v1/ledger/${ledger._id}/dues`, headers, {
      amount: 500,
      transactionDate: "2025-04-01",
    });
    await api.call("POST", "/api/v1/reminders", staff.headers, { studentId: soni._id });
    await setWallet(database().db, school._id, { coins: 5, premiumUntil: null });
    expect((await api.call("POST", "/api/v1/print-jobs", headers, { tool: "omr-sheet" })).status).toBe(201);
    await api.call("DELETE", `/api/v1/members/${staff.userId}`, headers);

    const page = (await (await api.call("GET", "/api/v1/activity", headers)).json()) as { data: ActivityEntry[] };
    expect(page.data.map((e) => e.code)).toEqual([
      "memberRemoved",
      "coinsSpent",
      "reminderSent",
      "duesCharged",
      "receiptCancelled",
      "transactionUpdated",
      "transactionCreated",
      "studentCreated",
      "ledgerCreated",
      "memberJoined",
      "memberInvited",
      "schoolCreated",
    ]);
    for (const entry of page.data) {
      expect(ACTIVITY_CODES).toContain(entry.code);
      expect(entry.summary).toBe(`@${entry.code}`);
      const words = Object.entries(entry.params)
        .filter(([key]) => !["type", "tool", "kind", "email"].includes(key))
        .map(([, value]) => String(value))
        .join(" ");
      expect(words, JSON.stringify(entry.params)).not.toMatch(/[A-Za-z]/);
    }
    expect(new Set(page.data.map((e) => e.who))).toEqual(new Set(["रमेश कुमार", "सोनी पासवान"]));
    expect(page.data[0]!.params).toEqual({ member: "सोनी पासवान" });
  });
});

/** Migration 0016 turns the commonest old English summaries into codes; anything else keeps its text. */
describeEachDatabase("activity rows from before codes", (database) => {
  let api: ReturnType<typeof createTestApp>;
  beforeAll(() => {
    api = createTestApp(database().db);
  });

  it("converts Received/Dues, reminders, set-up, invitations, joining, ledgers and purchases; keeps the rest as stored", async () => {
    const owner = await directorWithSchool(api, "Old School");
    const old = [
      ["transaction", "Received ₹1,500.50 — सोनी पासवान"],
      ["transaction", "Deleted Dues ₹200 — Meera"],
      ["student", "Reminded Meera on WhatsApp"],
      ["invitation", "Invited clerk@example.com"],
      ["member", "clerk@example.com joined Old School as staff"],
      ["ledger", "Added ledger Class 5 (2025-26)"],
      ["wallet", "Bought premium-30 for ₹150.00"],
      ["student", "Imported 2 student(s) into Class 5"],
    ];
    const db = database().db;
    await db.execute(sql`delete from activity_log where school_id = ${owner.school._id}`);
    for (const [i, [entity, summary]] of old.entries())
      await db.execute(
        sql`insert into activity_log (school_id, user_id, email, action, entity, entity_id, summary, at)
            values (${owner.school._id}, ${owner.userId}, 'x@example.com', 'create', ${entity}, 'e', ${summary},
                    now() - make_interval(mins => ${i}))`,
      );
    const file = readFileSync(new URL("../../db/migrations/0016_activity-codes.sql", import.meta.url), "utf8");
    for (const statement of file.split("--> statement-breakpoint").slice(1)) await db.execute(sql.raw(statement));

    const page = (await (await api.call("GET", "/api/v1/activity", owner.headers)).json()) as { data: ActivityEntry[] };
    expect(page.data.map((e) => [e.code, e.params])).toEqual([
      ["transactionCreated", { type: "credit", amount: 1500.5, student: "सोनी पासवान" }],
      ["transactionDeleted", { type: "debit", amount: 200, student: "Meera" }],
      ["reminderSent", { student: "Meera" }],
      ["memberInvited", { email: "clerk@example.com" }],
      ["memberJoined", { school: "Old School" }],
      ["ledgerCreated", { ledger: "Class 5", session: "2025-26" }],
      ["planBought", { kind: "premium", coins: 0, days: 30, amount: 150 }],
      [null, {}],
    ]);
    expect(page.data.at(-1)!.summary).toBe("Imported 2 student(s) into Class 5");
  });
});
