import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { START_DATA_ELEMENT_ID, type StartData } from "../../shared/api/start-data";
import { todayInIndia } from "../../shared/rules/calendar-date";
import { addLedger, addStudent, addTransaction, directorWithSchool, staffOf, type Director } from "../test/fixtures";
import { createTestApp } from "../test/test-app";
import { describeEachDatabase } from "../test/test-database";

const INDEX_HTML = '<!doctype html><html><head><title>Bahi</title></head><body><div id="root"></div></body></html>';
const BLOCK = new RegExp(`<script type="application/json" id="${START_DATA_ELEMENT_ID}">(.*?)</script>`, "s");

/** The start data a page's HTML carries, or null when it carries none. */
function startDataOf(html: string): StartData | null {
  const match = BLOCK.exec(html);
  return match ? (JSON.parse(match[1]!) as StartData) : null;
}

describeEachDatabase("the app's HTML with a signed-in caller's start data (decision 0033)", (database) => {
  let api: ReturnType<typeof createTestApp>;
  let director: Director;
  let other: Director;
  let ledgerId: string;
  let studentId: string;
  let othersLedgerId: string;
  let othersStudentId: string;
  const page = (path: string, headers?: Headers) => api.app.request(path, { headers });

  beforeAll(async () => {
    const clientDir = mkdtempSync(join(tmpdir(), "bahi-start-data-"));
    writeFileSync(join(clientDir, "index.html"), INDEX_HTML);
    writeFileSync(
      join(clientDir, "page-preloads.json"),
      JSON.stringify({ routes: [{ path: "/", files: ["assets/ledger-page.js"] }] }),
    );
    api = createTestApp(database().db, { clientDir });
    // A name that would end the script element, or be read as a replacement pattern, if not escaped.
    director = await directorWithSchool(api, "Vidya </script><script>alert(1)</script> $& School");
    other = await directorWithSchool(api, "Another School");
    const ledger = await addLedger(api, director, "Class 10 A");
    await addLedger(api, director, "Class 9 B");
    const othersLedger = await addLedger(api, other, "Other school's class");
    const student = await addStudent(api, director, ledger, { name: "Aarav Sharma", rollNumber: "1" });
    await addStudent(api, director, ledger, { name: "Ishita Verma", rollNumber: "2" });
    await addTransaction(api, director, student, { description: "Tuition fee, April" });
    const othersStudent = await addStudent(api, other, othersLedger, { name: "Kabir Other" });
    ledgerId = ledger._id;
    studentId = student._id;
    othersLedgerId = othersLedger._id;
    othersStudentId = othersStudent._id;
  });

  /** What the page's own first fetch of `path` (under /api/v1) answers the same caller. */
  const apiBody = async (path: string, caller: Director) =>
    (await api.call("GET", `/api/v1${path}`, caller.headers)).json() as Promise<unknown>;

  it("carries the first screen's answers of a ledger's students, a student's transactions and the dues (decision 0044)", async () => {
    const cases = [
      { page: `/student-manager/${ledgerId}`, paths: [`/student/ledger/${ledgerId}?page=1&limit=20`] },
      {
        page: `/student-manager/${ledgerId}?page=2&owes=1&sort=name&search=ver`,
        paths: [`/student/ledger/${ledgerId}?page=2&limit=20&search=ver&filter=owes&sort=name`],
      },
      {
        page: `/TransactionManager/${studentId}`,
        paths: [`/student/${studentId}`, `/transactions/student/${studentId}`],
      },
      { page: "/dues", paths: ["/dues/summary"] },
      // The owner's today above the ledgers (issue 31: the card no longer pushes the list down).
      { page: "/", paths: [`/day-book/summary?date=${todayInIndia()}`] },
    ];
    for (const { page: path, paths } of cases) {
      const data = startDataOf(await (await page(path, director.headers)).text())!;
      expect(Object.keys(data.answers ?? {}).sort(), path).toEqual([...paths].sort());
      // Each exactly as the endpoint answers the page itself.
      for (const answered of paths)
        expect(data.answers![answered], answered).toEqual(await apiBody(answered, director));
    }
    const students = startDataOf(await (await page(`/student-manager/${ledgerId}`, director.headers)).text())!;
    const list = students.answers![`/student/ledger/${ledgerId}?page=1&limit=20`] as { data: { name: string }[] };
    expect(list.data.map((student) => student.name)).toEqual(["Aarav Sharma", "Ishita Verma"]);
    const transactions = startDataOf(await (await page(`/TransactionManager/${studentId}`, director.headers)).text())!;
    expect(JSON.stringify(transactions.answers)).toContain("Tuition fee, April");
  });

  it("carries no answer for another school's ledger or student, nor for pages that need none", async () => {
    for (const path of [`/student-manager/${othersLedgerId}`, `/TransactionManager/${othersStudentId}`, "/settings"]) {
      const html = await (await page(path, director.headers)).text();
      expect(startDataOf(html)!.answers, path).toBeUndefined();
      expect(html).not.toContain("Kabir Other");
    }
    // The other school's director gets their own, and nothing of the first school's.
    const theirs = startDataOf(await (await page(`/student-manager/${othersLedgerId}`, other.headers)).text())!;
    expect(JSON.stringify(theirs.answers)).toContain("Kabir Other");
    expect(JSON.stringify(theirs)).not.toContain("Aarav Sharma");
  });

  it("carries the caller's user, school and ledgers, and nothing of another school", async () => {
    for (const path of ["/", "/student-manager/some-ledger", "/login"]) {
      const response = await page(path, director.headers);
      expect(response.status).toBe(200);
      const html = await response.text();
      const data = startDataOf(html)!;
      expect(data.user).toMatchObject({ id: director.userId });
      expect(Object.keys(data.user).sort()).toEqual(["email", "id", "image", "name"]);
      expect(data.school).toMatchObject({
        _id: director.school._id,
        schoolName: director.school.schoolName,
        role: "owner",
      });
      expect(data.ledgers!.map((ledger) => ledger.ledgerName).sort()).toEqual(["Class 10 A", "Class 9 B"]);
      expect(html).not.toContain("Another School");
      expect(html).not.toContain("Other school's class");
      // Escaped: the name does not close the data block, and it is read back exactly.
      expect(html.match(/<\/script>/g)).toHaveLength(1);
    }
  });

  it("lists the page's code for preloading when the page will show, not before set-up", async () => {
    const preload = '<link rel="modulepreload" crossorigin href="/assets/ledger-page.js">';
    expect(await (await page("/", director.headers)).text()).toContain(preload);
    expect(await (await page("/", (await api.signIn()).headers)).text()).not.toContain(preload);
    expect(await (await page("/")).text()).not.toContain(preload);
  });

  it("is never kept by a cache, and differs with the cookie", async () => {
    const response = await page("/", director.headers);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("vary")).toBe("Accept-Encoding, Cookie");
  });

  it("is compressed like the plain page", async () => {
    const headers = new Headers(director.headers);
    headers.set("Accept-Encoding", "br");
    const response = await page("/", headers);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(startDataOf(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString())?.user.id).toBe(
      director.userId,
    );
  });

  it("reads its answers when the page came through Node asking for compression (the questions do not take its raw headers)", async () => {
    // As @hono/node-server runs it: the Node message, whose raw headers http/request-header reads.
    const third = await directorWithSchool(api, "Third School");
    const headers = new Headers(third.headers);
    headers.set("Accept-Encoding", "gzip, br");
    const rawHeaders = [...headers.entries()].flatMap(([name, value]) => [name, value]);
    const env = { incoming: { rawHeaders, socket: { remoteAddress: "127.0.0.1" } } };
    // Answers over the 1 KB at which the API compresses: a class of 15.
    const big = await addLedger(api, third, "Class 8 C");
    for (let n = 1; n <= 15; n++) await addStudent(api, third, big, { name: `Student ${n}`, rollNumber: String(n) });
    const response = await api.app.request(`/student-manager/${big._id}`, { headers }, env);
    expect(response.status).toBe(200);
    const html = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(startDataOf(html)?.user.id).toBe(third.userId);
    expect(Object.keys(startDataOf(html)?.answers ?? {})).not.toHaveLength(0);
  });

  it("gives staff their school's ledgers", async () => {
    const staff = await staffOf(api, director);
    const data = startDataOf(await (await page("/", staff.headers)).text())!;
    expect(data.school).toMatchObject({ _id: director.school._id, role: "staff" });
    expect(data.ledgers).toHaveLength(2);
    // Today's summary is the owner's: refused to staff, so left out and not shown.
    expect(data.answers).toBeUndefined();
  });

  it("carries a school of null and no ledgers for someone without a school", async () => {
    const newcomer = await api.signIn();
    const data = startDataOf(await (await page("/SchoolManager", newcomer.headers)).text())!;
    expect(data).toEqual({ user: expect.objectContaining({ id: newcomer.userId }), language: null, school: null });
  });

  it("carries the language saved on the account, so the page starts in it", async () => {
    const person = await api.signIn();
    await api.call("PUT", "/api/v1/me/preferences", person.headers, { language: "hi" });
    expect(startDataOf(await (await page("/SchoolManager", person.headers)).text())).toMatchObject({ language: "hi" });
    expect(startDataOf(await (await page("/", director.headers)).text())).toMatchObject({ language: null });
  });

  it("carries nothing signed out, with a cookie that is no session, or once the session is gone", async () => {
    const signedOut = await page("/");
    expect(startDataOf(await signedOut.text())).toBeNull();
    expect(signedOut.headers.get("cache-control")).toBe("no-cache");

    const stranger = await page("/", new Headers({ cookie: "better-auth.session_token=forged.signature" }));
    expect(await stranger.text()).toBe(INDEX_HTML);
    expect(stranger.headers.get("cache-control")).toBe("private, no-store");

    const leaving = await api.signIn();
    expect(startDataOf(await (await page("/", leaving.headers)).text())).not.toBeNull();
    await database().db.execute(sql`delete from session where user_id = ${leaving.userId}`);
    expect(startDataOf(await (await page("/", leaving.headers)).text())).toBeNull();
  });

  it("is not in the file /index.html, which the service worker keeps for offline starts", async () => {
    const response = await page("/index.html", director.headers);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX_HTML);
  });
});
