import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { FamiliesPage, FamilyLink } from "../../../shared/api/family";
import type { Ledger } from "../../../shared/api/ledger";
import { familyLinkHashOf } from "../../services/families/family-codes";
import { addLedger, addStudent, addTransaction, dataOf, directorWithSchool, type Director } from "../../test/fixtures";
import { createTestApp, TEST_PUBLIC_URL } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";

describeEachDatabase("families and their parent-page links (issue 29)", (database) => {
  let api: ReturnType<typeof createTestApp>;
  let director: Director;
  let other: Director;
  let ledger: Ledger;
  beforeAll(async () => {
    api = createTestApp(database().db);
    director = await directorWithSchool(api, "Saraswati Vidya Mandir");
    other = await directorWithSchool(api, "Other School");
    ledger = await addLedger(api, director, "Class 3 A");
    const class5 = await addLedger(api, director, "Class 5 B");
    const aarav = await addStudent(api, director, ledger, { name: "Aarav Kumar", phoneNumber: "9111111111" });
    const priya = await addStudent(api, director, class5, { name: "Priya Kumari", phoneNumber: "+91 91111 11111" });
    const solo = await addStudent(api, director, ledger, { name: "Sonu Paswan", phoneNumber: "9222222222" });
    await addTransaction(api, director, aarav, { amount: 1500 });
    await addTransaction(api, director, aarav, { amount: 500, transactionType: "Credit" });
    await addTransaction(api, director, priya, { amount: 2000.5 });
    await addTransaction(api, director, solo, { amount: 700 });
    // A cancelled receipt counts nowhere, as in every balance.
    const cancelled = await addTransaction(api, director, solo, { amount: 300, transactionType: "Credit" });
    await api.call("POST", `/api/v1/transactions/${cancelled._id}/cancel`, director.headers, { reason: "Bounced" });
    // The other school has a family with the same phone: never mixed in.
    const otherLedger = await addLedger(api, other);
    await addStudent(api, other, otherLedger, { name: "Stranger", phoneNumber: "9111111111" });
  });

  const families = async (query = "", who = director) =>
    (await (await api.call("GET", `/api/v1/families${query}`, who.headers)).json()) as FamiliesPage;

  it("groups the school's students by phone with each child's balance and the family's, largest first", async () => {
    const page = await families();
    expect(page).toMatchObject({ success: true, currentPage: 1, totalPages: 1, totalCount: 2 });
    expect(page.data).toEqual([
      {
        phone: "9111111111",
        balance: 3000.5,
        students: [
          { studentId: expect.any(String), name: "Aarav Kumar", ledgerName: "Class 3 A", balance: 1000 },
          { studentId: expect.any(String), name: "Priya Kumari", ledgerName: "Class 5 B", balance: 2000.5 },
        ],
      },
      {
        phone: "9222222222",
        balance: 700,
        students: [{ studentId: expect.any(String), name: "Sonu Paswan", ledgerName: "Class 3 A", balance: 700 }],
      },
    ]);
    expect(JSON.stringify(page)).not.toContain("Stranger");
  });

  it("finds a family by a child's name or by its phone, and pages past the end stay counted", async () => {
    expect((await families("?search=priya")).data.map((f) => f.phone)).toEqual(["9111111111"]);
    expect((await families("?search=2222")).data.map((f) => f.phone)).toEqual(["9222222222"]);
    expect(await families("?search=nobody")).toMatchObject({ data: [], totalCount: 0, totalPages: 1 });
    expect(await families("?page=2")).toMatchObject({ data: [], currentPage: 2, totalCount: 2, totalPages: 1 });
    expect((await api.call("GET", "/api/v1/families?page=0", director.headers)).status).toBe(400);
  });

  it("a link is /p/ and a random code of ≥ 128 bits whose hash alone is kept; a new one replaces it", async () => {
    const first = await dataOf<FamilyLink>(
      await api.call("POST", "/api/v1/families/9111111111/link", director.headers),
    );
    expect(first.url).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/p/[a-z2-7]{32}$`));
    const code = first.url.split("/p/")[1]!;
    const stored = (await database().db.execute(
      sql`select link_hash, reference from family where phone = '9111111111' and school_id = ${director.school._id}`,
    )) as unknown as { rows: { link_hash: string; reference: string }[] };
    expect(stored.rows[0]!.link_hash).toBe(familyLinkHashOf(code));
    expect(stored.rows[0]!.reference).toMatch(/^BAHI-[2-9A-Z]{4}$/);
    const second = await dataOf<FamilyLink>(
      await api.call("POST", "/api/v1/families/9111111111/link", director.headers),
    );
    expect(second.url).not.toBe(first.url);
    expect((await api.app.request(new URL(first.url).pathname)).status).toBe(404);
    expect((await api.app.request(new URL(second.url).pathname)).status).toBe(200);
  });

  it("revoking makes the link 404; a phone of no student of the caller's school is 404", async () => {
    const link = await dataOf<FamilyLink>(await api.call("POST", "/api/v1/families/9222222222/link", director.headers));
    expect(await dataOf(await api.call("DELETE", "/api/v1/families/9222222222/link", director.headers))).toEqual({
      revoked: true,
    });
    expect((await api.app.request(new URL(link.url).pathname)).status).toBe(404);
    expect(await dataOf(await api.call("DELETE", "/api/v1/families/9222222222/link", director.headers))).toEqual({
      revoked: false,
    });
    // 9222222222 is a family of the first school only.
    for (const method of ["POST", "DELETE"]) {
      const response = await api.call(method, "/api/v1/families/9222222222/link", other.headers);
      expect(response.status).toBe(404);
    }
    expect((await api.call("POST", "/api/v1/families/9333333333/link", director.headers)).status).toBe(404);
  });
});
