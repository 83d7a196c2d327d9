import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ActivityEntry } from "../../../shared/api/activity";
import type { School } from "../../../shared/api/school";
import type { Team } from "../../../shared/api/team";
import { addLedger, addStudent, dataOf, directorWithSchool, staffOf, type Director } from "../../test/fixtures";
import { createTestApp } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";

describeEachDatabase("team members and invitations", (database) => {
  let api: ReturnType<typeof createTestApp>;
  beforeAll(() => {
    api = createTestApp(database().db);
  });

  const invite = (director: Director, email: string) =>
    api.call("POST", "/api/v1/members/invitations", director.headers, { email });
  const team = async (director: Director) => dataOf<Team>(await api.call("GET", "/api/v1/members", director.headers));

  it("invites by e-mail; the invitee sees 'which school', accepts and becomes staff with the school's role on their lookup", async () => {
    const owner = await directorWithSchool(api, "Saraswati Vidya Mandir");
    const response = await invite(owner, "Accountant@Example.com");
    expect(response.status).toBe(201);
    const invitation = await dataOf<{ id: string; email: string; expiresAt: string }>(response);
    expect(invitation.email).toBe("accountant@example.com");
    const days = (Date.parse(invitation.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);

    const invitee = await api.signIn("accountant@example.com", "Asha Accountant");
    expect(await dataOf(await api.call("GET", "/api/v1/invitations", invitee.headers))).toEqual([
      { ...invitation, schoolName: "Saraswati Vidya Mandir" },
    ]);
    const joined = await dataOf<School>(
      await api.call("POST", `/api/v1/invitations/${invitation.id}/accept`, invitee.headers),
    );
    expect(joined).toMatchObject({ _id: owner.school._id, role: "staff" });
    expect(
      await dataOf<School>(await api.call("GET", `/api/v1/school/uid/${invitee.userId}`, invitee.headers)),
    ).toMatchObject({ _id: owner.school._id, role: "staff" });
    expect(
      await dataOf<School>(await api.call("GET", `/api/v1/school/uid/${owner.userId}`, owner.headers)),
    ).toMatchObject({ role: "owner" });

    const { members, invitations } = await team(owner);
    expect(invitations).toEqual([]);
    expect(members.map((m) => [m.email, m.role, m.name])).toEqual([
      [expect.stringContaining("@example.com"), "owner", "Test Director"],
      ["accountant@example.com", "staff", "Asha Accountant"],
    ]);
    // Answered: the invitation cannot be used again.
    expect((await api.call("POST", `/api/v1/invitations/${invitation.id}/accept`, invitee.headers)).status).toBe(404);
  });

  it("declining frees the seat and the invitation is gone", async () => {
    const owner = await directorWithSchool(api);
    const invitation = await dataOf<{ id: string }>(await invite(owner, "decliner@example.com"));
    const invitee = await api.signIn("decliner@example.com");
    expect((await api.call("POST", `/api/v1/invitations/${invitation.id}/decline`, invitee.headers)).status).toBe(200);
    expect(await dataOf(await api.call("GET", "/api/v1/invitations", invitee.headers))).toEqual([]);
    expect((await team(owner)).invitations).toEqual([]);
    expect((await api.call("POST", `/api/v1/invitations/${invitation.id}/accept`, invitee.headers)).status).toBe(404);
    expect(await dataOf(await api.call("GET", `/api/v1/school/uid/${invitee.userId}`, invitee.headers))).toBeNull();
  });

  it("only the addressee can answer an invitation", async () => {
    const owner = await directorWithSchool(api);
    const invitation = await dataOf<{ id: string }>(await invite(owner, "right@example.com"));
    const stranger = await api.signIn("wrong@example.com");
    expect((await api.call("POST", `/api/v1/invitations/${invitation.id}/accept`, stranger.headers)).status).toBe(404);
    expect(await dataOf(await api.call("GET", "/api/v1/invitations", stranger.headers))).toEqual([]);
  });

  it("an invitation expires after 7 days", async () => {
    const owner = await directorWithSchool(api);
    const invitation = await dataOf<{ id: string }>(await invite(owner, "late@example.com"));
    await database().db.execute(
      sql`update invitation set expires_at = now() - interval '1 second' where id = ${invitation.id}`,
    );
    const invitee = await api.signIn("late@example.com");
    expect(await dataOf(await api.call("GET", "/api/v1/invitations", invitee.headers))).toEqual([]);
    expect((await api.call("POST", `/api/v1/invitations/${invitation.id}/accept`, invitee.headers)).status).toBe(404);
    expect((await team(owner)).invitations).toEqual([]);
  });

  it("a revoked invitation cannot be accepted", async () => {
    const owner = await directorWithSchool(api);
    const invitation = await dataOf<{ id: string }>(await invite(owner, "revoked@example.com"));
    expect((await api.call("DELETE", `/api/v1/members/invitations/${invitation.id}`, owner.headers)).status).toBe(200);
    const invitee = await api.signIn("revoked@example.com");
    expect((await api.call("POST", `/api/v1/invitations/${invitation.id}/accept`, invitee.headers)).status).toBe(404);
    expect((await api.call("DELETE", `/api/v1/members/invitations/${invitation.id}`, owner.headers)).status).toBe(404);
  });

  it("holds at most 2 staff: a third seat is 409 TEAM_FULL, open invitations included", async () => {
    const owner = await directorWithSchool(api);
    await staffOf(api, owner);
    await dataOf(await invite(owner, "second@example.com"));
    const third = await invite(owner, "third@example.com");
    expect(third.status).toBe(409);
    expect(await third.json()).toMatchObject({ success: false, error: { code: "TEAM_FULL" } });
    expect((await invite(owner, "second@example.com")).status).toBe(409);
  });

  it("a user belongs to at most one school: an owner or a staff member cannot accept another (409), nor set up a school", async () => {
    const first = await directorWithSchool(api, "First");
    const second = await directorWithSchool(api, "Second");
    const ownerEmail = (await dataOf<Team>(await api.call("GET", "/api/v1/members", second.headers))).members[0]!.email;
    const forOwner = await dataOf<{ id: string }>(await invite(first, ownerEmail));
    const refused = await api.call("POST", `/api/v1/invitations/${forOwner.id}/accept`, second.headers);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/already/);

    const staff = await staffOf(api, first);
    const again = await dataOf<{ id: string }>(await invite(second, staff.email));
    expect((await api.call("POST", `/api/v1/invitations/${again.id}/accept`, staff.headers)).status).toBe(409);
    const setUp = await api.call("POST", "/api/v1/school/add", staff.headers, {
      schoolName: "Mine",
      directorName: "S",
      contactNumber: "9876543210",
      address: "x",
    });
    expect(setUp.status).toBe(409);
  });

  it("staff get 403 FORBIDDEN for every owner action", async () => {
    const owner = await directorWithSchool(api);
    const staff = await staffOf(api, owner);
    const ledger = await addLedger(api, owner);
    const refusals = [
      ["GET", "/api/v1/members"],
      ["POST", "/api/v1/members/invitations", { email: "x@example.com" }],
      ["DELETE", `/api/v1/members/${owner.userId}`],
      ["GET", "/api/v1/activity"],
      ["DELETE", `/api/v1/ledger/${ledger._id}`],
      [
        "PUT",
        `/api/v1/school/${owner.school._id}`,
        { schoolName: "X", directorName: "X", contactNumber: "9876543210", address: "X" },
      ],
    ] as const;
    for (const [method, path, body] of refusals) {
      const response = await api.call(method, path, staff.headers, body);
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
      expect(await response.json()).toMatchObject({ success: false, error: { code: "FORBIDDEN" } });
    }
  });

  it("removal takes effect on the removed member's very next request; the owner cannot remove themself", async () => {
    const owner = await directorWithSchool(api);
    const staff = await staffOf(api, owner);
    const ledgers = `/api/v1/ledger/${owner.school._id}`;
    expect((await api.call("GET", ledgers, staff.headers)).status).toBe(200);
    expect((await api.call("DELETE", `/api/v1/members/${staff.userId}`, owner.headers)).status).toBe(200);
    expect((await api.call("GET", ledgers, staff.headers)).status).toBe(404);
    expect(await dataOf(await api.call("GET", `/api/v1/school/uid/${staff.userId}`, staff.headers))).toBeNull();
    expect((await api.call("DELETE", `/api/v1/members/${owner.userId}`, owner.headers)).status).toBe(409);
    expect((await api.call("GET", ledgers, owner.headers)).status).toBe(200);
  });

  it("inviting needs premium: 402 PREMIUM_REQUIRED without it", async () => {
    const owner = await directorWithSchool(api);
    await database().db.execute(sql`update wallet set premium_until = null where school_id = ${owner.school._id}`);
    const response = await invite(owner, "nopremium@example.com");
    expect(response.status).toBe(402);
    expect(await response.json()).toMatchObject({ success: false, error: { code: "PREMIUM_REQUIRED" } });
  });

  it("when premium lapses staff keep read-only access for 7 days, then lose it; the owner never does", async () => {
    const owner = await directorWithSchool(api);
    const staff = await staffOf(api, owner);
    const ledger = await addLedger(api, owner);
    const lapse = (days: number) =>
      database().db.execute(
        sql`update wallet set premium_until = now() - make_interval(days => ${days}) where school_id = ${owner.school._id}`,
      );
    const read = () => api.call("GET", `/api/v1/ledger/${owner.school._id}`, staff.headers);
    const write = () =>
      api.call("PUT", `/api/v1/ledger/${ledger._id}`, staff.headers, {
        ledgerName: "X",
        className: "1",
        sessionYear: "2025-26",
      });

    await lapse(3);
    expect((await read()).status).toBe(200);
    const refused = await write();
    expect(refused.status).toBe(402);
    expect(await refused.json()).toMatchObject({ error: { code: "PREMIUM_REQUIRED" } });

    await lapse(8);
    expect((await read()).status).toBe(404);
    expect((await api.call("GET", `/api/v1/ledger/${owner.school._id}`, owner.headers)).status).toBe(200);
    expect(
      (
        await api.call("PUT", `/api/v1/ledger/${ledger._id}`, owner.headers, {
          ledgerName: "Y",
          className: "1",
          sessionYear: "2025-26",
        })
      ).status,
    ).toBe(200);
  });

  describe("activity log", () => {
    it("records every write with who, what and the amount, newest first, filterable by person and by student", async () => {
      const owner = await directorWithSchool(api, "Log School");
      const staff = await staffOf(api, owner, "clerk@example.com");
      const ledger = await addLedger(api, owner, "Class 5");
      const student = await addStudent(api, owner, ledger, { name: "Meera" });
      const other = await addStudent(api, owner, ledger, { name: "Kabir" });
      await dataOf(
        await api.call("POST", "/api/v1/transactions/add", staff.headers, {
          studentOwnerId: student._id,
          amount: 1500,
          transactionType: "Credit",
          transactionDate: "2025-04-10",
        }),
      );
      await dataOf(
        await api.call("POST", "/api/v1/transactions/add", staff.headers, {
          studentOwnerId: other._id,
          amount: 200,
          transactionType: "Debit",
          transactionDate: "2025-04-10",
        }),
      );

      const page = (await (await api.call("GET", "/api/v1/activity", owner.headers)).json()) as {
        data: ActivityEntry[];
        currentPage: number;
        totalPages: number;
      };
      expect(page.currentPage).toBe(1);
      expect(page.totalPages).toBe(1);
      expect(page.data.map((e) => [e.email, e.action, e.entity, e.code, e.params])).toEqual([
        [
          "clerk@example.com",
          "create",
          "transaction",
          "transactionCreated",
          { type: "debit", amount: 200, student: "Kabir" },
        ],
        [
          "clerk@example.com",
          "create",
          "transaction",
          "transactionCreated",
          { type: "credit", amount: 1500, student: "Meera" },
        ],
        [expect.any(String), "create", "student", "studentCreated", { student: "Kabir", ledger: "Class 5", fee: 0 }],
        [expect.any(String), "create", "student", "studentCreated", { student: "Meera", ledger: "Class 5", fee: 0 }],
        [expect.any(String), "create", "ledger", "ledgerCreated", { ledger: "Class 5", session: "2025-26" }],
        ["clerk@example.com", "create", "member", "memberJoined", { school: "Log School" }],
        [expect.any(String), "create", "invitation", "memberInvited", { email: "clerk@example.com" }],
        [expect.any(String), "create", "school", "schoolCreated", { school: "Log School" }],
      ]);
      const byStaff = (await (
        await api.call("GET", `/api/v1/activity?userId=${staff.userId}`, owner.headers)
      ).json()) as { data: ActivityEntry[] };
      expect(byStaff.data).toHaveLength(3);
      expect(byStaff.data.every((e) => e.userId === staff.userId)).toBe(true);
      const byStudent = (await (
        await api.call("GET", `/api/v1/activity?studentId=${student._id}`, owner.headers)
      ).json()) as { data: ActivityEntry[] };
      expect(byStudent.data.map((e) => e.code)).toEqual(["transactionCreated", "studentCreated"]);
    });

    it("pages 50 at a time", async () => {
      const owner = await directorWithSchool(api);
      const ledger = await addLedger(api, owner);
      for (let i = 0; i < 50; i++)
        await api.call("PUT", `/api/v1/ledger/${ledger._id}`, owner.headers, {
          ledgerName: `L${i}`,
          className: "1",
          sessionYear: "2025-26",
        });
      const first = (await (await api.call("GET", "/api/v1/activity?page=1", owner.headers)).json()) as {
        data: ActivityEntry[];
        totalPages: number;
      };
      expect(first.data).toHaveLength(50);
      expect(first.totalPages).toBe(2);
      expect(first.data[0]!.params).toEqual({ ledger: "L49", session: "2025-26" });
      const second = (await (await api.call("GET", "/api/v1/activity?page=2", owner.headers)).json()) as {
        data: ActivityEntry[];
      };
      expect(second.data.map((e) => e.entity)).toEqual(["ledger", "school"]);
    });

    it("an entry and its write commit together: a failed write leaves no entry, a failed entry leaves no write", async () => {
      const owner = await directorWithSchool(api);
      const ledger = await addLedger(api, owner);
      const student = await addStudent(api, owner, ledger);
      const count = async () =>
        ((await (await api.call("GET", "/api/v1/activity", owner.headers)).json()) as { data: unknown[] }).data.length;
      const transactions = async () =>
        (
          (await (await api.call("GET", `/api/v1/transactions/student/${student._id}`, owner.headers)).json()) as {
            data: unknown[];
          }
        ).data.length;
      const add = () =>
        api.call("POST", "/api/v1/transactions/add", owner.headers, {
          studentOwnerId: student._id,
          amount: 5000,
          transactionDate: "2025-04-10",
        });
      const entries = await count();
      const rows = await transactions();
      const { db } = database();
      // Each constraint passes validation but breaks one of the two INSERTs, after the checks.
      await db.execute(
        sql`alter table fee_transaction add constraint test_no_big check (amount_paise < 100000) not valid`,
      );
      try {
        expect((await add()).status).toBe(500);
      } finally {
        await db.execute(sql`alter table fee_transaction drop constraint test_no_big`);
      }
      expect(await count()).toBe(entries);
      await db.execute(
        sql`alter table activity_log add constraint test_no_log check (entity <> 'transaction') not valid`,
      );
      try {
        expect((await add()).status).toBe(500);
      } finally {
        await db.execute(sql`alter table activity_log drop constraint test_no_log`);
      }
      expect(await transactions()).toBe(rows);
      expect(await count()).toBe(entries);
    });
  });
});
