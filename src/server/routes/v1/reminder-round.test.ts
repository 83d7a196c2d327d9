import { beforeAll, expect, it } from "vitest";
import type { DefaultersPage } from "../../../shared/api/dues";
import type { Ledger } from "../../../shared/api/ledger";
import type { ReminderRound, ReminderRoundFamily } from "../../../shared/api/reminder-round";
import { todayInIndia } from "../../../shared/rules/calendar-date";
import {
  DEFAULT_FAMILY_REMINDER_TEMPLATES,
  familyReminderMessage,
} from "../../../shared/rules/family-reminder-message";
import {
  addLedger,
  addStudent,
  addTransaction,
  dataOf,
  directorWithSchool,
  staffOf,
  type Director,
} from "../../test/fixtures";
import { createTestApp } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";
import { setWallet } from "../../test/wallet-fixtures";

const phoneOf = (family: number) => `98${String(family).padStart(8, "0")}`;

describeEachDatabase("Reminder rounds by family (issue 29)", (database) => {
  let api: ReturnType<typeof createTestApp>;
  let director: Director;
  let class3: Ledger;
  let class5: Ledger;
  beforeAll(async () => {
    api = createTestApp(database().db);
    director = await directorWithSchool(api);
    await setWallet(database().db, director.school._id, { coins: 0, premiumUntil: new Date(Date.now() + 86_400_000) });
    class3 = await addLedger(api, director, "Class 3");
    class5 = await addLedger(api, director, "Class 5");
    // 40 students in 32 families: families 1–8 have a child in each class, 9–32 one child in Class 5.
    for (let family = 1; family <= 32; family++) {
      const elder = await addStudent(api, director, class5, {
        name: `Child ${family}A`,
        fatherName: `Father ${family}`,
        phoneNumber: phoneOf(family),
      });
      await addTransaction(api, director, elder, { amount: 1000 + family });
      if (family <= 8) {
        const younger = await addStudent(api, director, class3, {
          name: `Child ${family}B`,
          phoneNumber: phoneOf(family),
        });
        await addTransaction(api, director, younger, { amount: 500 });
      }
    }
  });

  const start = (body: unknown = {}, headers = director.headers) =>
    api.call("POST", "/api/v1/reminder-rounds", headers, body);
  const read = async (id: string) =>
    dataOf<ReminderRound>(await api.call("GET", `/api/v1/reminder-rounds/${id}`, director.headers));
  const markSent = (id: string, phone: string, headers = director.headers) =>
    api.call("POST", `/api/v1/reminder-rounds/${id}/families/${phone}/sent`, headers);

  it("sends one message per family, skipping a family that promised and one that paid during the round", async () => {
    const promised = await api.call("POST", `/api/v1/families/${phoneOf(32)}/promise`, director.headers, {
      date: todayInIndia(),
    });
    expect(promised.status).toBe(200);

    // Family 3 was sent its parent page before: the round keeps that link, never a new one.
    const shared = await dataOf<{ url: string }>(
      await api.call("POST", `/api/v1/families/${phoneOf(3)}/link`, director.headers),
    );
    const started = await start();
    expect(started.status).toBe(201);
    const round = await dataOf<ReminderRound>(started);
    expect(round.families).toHaveLength(32);
    expect(round.counts).toEqual({ pending: 31, sent: 0, skipped: 1 });
    expect(round.families.find((f) => f.phone === phoneOf(32))).toMatchObject({
      status: "skipped",
      skipReason: "promised",
    });

    // Family 1 pays part of its dues while the round is under way.
    const [child1] = (
      await dataOf<{ _id: string; name: string }[]>(
        await api.call("GET", `/api/v1/student/ledger/${class5._id}?page=1&limit=100`, director.headers),
      )
    ).filter((s) => s.name === "Child 1A");
    await addTransaction(api, director, { _id: child1!._id } as never, {
      transactionType: "Credit",
      amount: 200,
      transactionDate: "2025-11-20",
    });

    const staff = await staffOf(api, director);
    const messages: string[] = [];
    // A reload: the round is read again from the server, family by family.
    for (const family of (await read(round.id)).families) {
      if (family.status !== "pending") continue;
      const answer = await dataOf<ReminderRoundFamily>(await markSent(round.id, family.phone, staff.headers));
      expect(answer.status).toBe("sent");
      messages.push(
        familyReminderMessage(
          DEFAULT_FAMILY_REMINDER_TEMPLATES.en,
          { ...answer, schoolName: director.school.schoolName, upiVpa: null },
          "en",
        ),
      );
    }
    expect(messages).toHaveLength(30);
    const after = await read(round.id);
    expect(after.counts).toEqual({ pending: 0, sent: 30, skipped: 2 });
    expect(after.families.find((f) => f.phone === phoneOf(1))).toMatchObject({ status: "skipped", skipReason: "paid" });

    // Family 2's message names both children, each one's due, the total and its parent page; no UPI line.
    const family2 = messages.find((m) => m.includes("Child 2A"))!;
    const link2 = after.families.find((f) => f.phone === phoneOf(2))!.link!;
    expect(link2).toMatch(/\/p\/[a-z2-7]{32}$/);
    expect(family2).toBe(
      `Dear Father 2, fees due at ${director.school.schoolName}:\n` +
        `Child 2A (Class 5): ₹1,002\nChild 2B (Class 3): ₹500\nTotal: ₹1,502\nSee the details: ${link2}`,
    );
    // The link opens that family's page, and reads the same on every reload of the round.
    const page = await api.call("GET", new URL(link2).pathname);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Child 2B");
    expect((await read(round.id)).families.find((f) => f.phone === phoneOf(2))!.link).toBe(link2);
    expect(after.families.find((f) => f.phone === phoneOf(3))!.link).toBe(shared.url);
    // A family skipped from the start (the promise) gets no link made for it.
    expect(after.families.find((f) => f.phone === phoneOf(32))!.link).toBeNull();
    // Marking again changes nothing; a family that paid cannot be marked sent.
    expect((await dataOf<ReminderRoundFamily>(await markSent(round.id, phoneOf(2)))).status).toBe("sent");
    expect((await dataOf<ReminderRoundFamily>(await markSent(round.id, phoneOf(1)))).status).toBe("skipped");

    const reminded = async (name: string) =>
      (
        (await (
          await api.call("GET", `/api/v1/dues/defaulters?search=${encodeURIComponent(name)}`, director.headers)
        ).json()) as DefaultersPage
      ).data[0]!.lastRemindedAt;
    expect(await reminded("Child 2B")).not.toBeNull();
    expect(await reminded("Child 1A")).toBeNull();
  });

  it("skips the families reminded within the school's days, and keeps to the filter", async () => {
    const round = await dataOf<ReminderRound>(await start());
    expect(round.counts).toEqual({ pending: 1, sent: 0, skipped: 31 });
    expect(round.families.filter((f) => f.skipReason === "recently-reminded")).toHaveLength(30);
    expect(round.families.find((f) => f.status === "pending")!.phone).toBe(phoneOf(1));
    // The school's setting: 0 days skips nobody for a recent reminder.
    const setting = await api.call("PUT", "/api/v1/reminders/template", director.headers, {
      en: null,
      hi: null,
      reminderSkipDays: 0,
    });
    expect(setting.status).toBe(200);
    const noWait = await dataOf<ReminderRound>(await start());
    expect(noWait.counts).toEqual({ pending: 31, sent: 0, skipped: 1 });
    expect(noWait.skipDays).toBe(0);

    // Class 3 holds the younger children of families 1–8: those families, with both children each.
    const byClass = await dataOf<ReminderRound>(await start({ ledgerId: class3._id, search: "Child" }));
    expect(byClass.families.map((f) => f.phone).sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map(phoneOf));
    expect(byClass.families.find((f) => f.phone === phoneOf(3))!.children.map((c) => c.name)).toEqual([
      "Child 3A",
      "Child 3B",
    ]);
  });

  it("answers 404 for another school's round and a phone outside the round, 402 without premium", async () => {
    const round = await dataOf<ReminderRound>(await start());
    const other = await directorWithSchool(api, "Other School");
    expect((await api.call("GET", `/api/v1/reminder-rounds/${round.id}`, other.headers)).status).toBe(404);
    expect((await markSent(round.id, phoneOf(1), other.headers)).status).toBe(404);
    expect((await markSent(round.id, "9700000000")).status).toBe(404);
    expect((await start({ ledgerId: class3._id }, other.headers)).status).toBe(404);
    await setWallet(database().db, other.school._id, { coins: 0, premiumUntil: null });
    expect((await start({}, other.headers)).status).toBe(402);
  });
});
