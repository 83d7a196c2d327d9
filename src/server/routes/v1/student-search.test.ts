import { beforeAll, expect, it } from "vitest";
import type { Ledger } from "../../../shared/api/ledger";
import type { Student } from "../../../shared/api/student";
import {
  STUDENT_SEARCH_PAGE_SIZE,
  studentSearchResponseSchema,
  type StudentSearchPage,
} from "../../../shared/api/student-search";
import { addLedger, addStudent, dataOf, directorWithSchool, staffOf, type Director } from "../../test/fixtures";
import { createTestApp } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";

describeEachDatabase("student search", (database) => {
  let api: ReturnType<typeof createTestApp>;
  let director: Director;
  let other: Director;
  let classTen: Ledger;
  let classSix: Ledger;
  let ravi: Student;
  let sita: Student;
  let rahul: Student;
  let otherRavi: Student;
  beforeAll(async () => {
    api = createTestApp(database().db);
    director = await directorWithSchool(api, "Search School");
    other = await directorWithSchool(api, "Other School");
    classTen = await addLedger(api, director, "Class 10 A");
    classSix = await dataOf<Ledger>(
      await api.call("POST", "/api/v1/ledger/add", director.headers, {
        schoolOwnerId: director.school._id,
        ledgerName: "Class 6 B",
        className: "6",
        sessionYear: "2026-27",
      }),
    );
    ravi = await addStudent(api, director, classTen, {
      name: "Ravi Kumar",
      fatherName: "Mohan Lal",
      rollNumber: "17",
      phoneNumber: "9812345670",
    });
    sita = await addStudent(api, director, classSix, {
      name: "Sita Devi",
      fatherName: "Ram Prasad",
      rollNumber: "A-3",
      phoneNumber: "9000011111",
    });
    rahul = await addStudent(api, director, classSix, {
      name: "राहुल कुमार",
      fatherName: "सुरेश प्रसाद",
      rollNumber: "5",
      phoneNumber: "9876500000",
    });
    // Same name, same father, same phone, in another school: must never come back.
    otherRavi = await addStudent(api, other, await addLedger(api, other), {
      name: "Ravi Kumar",
      fatherName: "Mohan Lal",
      rollNumber: "17",
      phoneNumber: "9812345670",
    });
  });

  const search = async (query: string, headers = director.headers) => {
    const response = await api.call("GET", `/api/v1/students/search?${query}`, headers);
    expect(response.status).toBe(200);
    return studentSearchResponseSchema.parse(await response.json()) as StudentSearchPage;
  };
  const ids = (page: StudentSearchPage) => page.data.map((row) => row._id);
  const q = (text: string) => `q=${encodeURIComponent(text)}`;

  it("finds a student by part of the name, case-insensitively, with their ledger and session", async () => {
    const page = await search(q("  rAVI "));
    expect(page).toEqual({
      success: true,
      currentPage: 1,
      totalPages: 1,
      data: [
        {
          _id: ravi._id,
          name: "Ravi Kumar",
          fatherName: "Mohan Lal",
          rollNumber: "17",
          phoneNumber: "9812345670",
          ledgerId: classTen._id,
          ledgerName: "Class 10 A",
          sessionYear: "2025-26",
        },
      ],
    });
  });

  it("finds by father's name, roll number and phone number, across the school's ledgers", async () => {
    expect(ids(await search(q("ram pra")))).toEqual([sita._id]);
    expect(ids(await search(q("A-3")))).toEqual([sita._id]);
    expect(ids(await search(q("17")))).toEqual([ravi._id]);
    expect(ids(await search(q("00111")))).toEqual([sita._id]);
    // A phone number as people type it: the +91, spaces and dashes are not in the stored number.
    expect(ids(await search(q("+91 98123-45670")))).toEqual([ravi._id]);
    expect(ids(await search(q("kumar")))).toEqual([ravi._id]);
    expect((await search(q("9"))).data).toHaveLength(3);
  });

  it("finds Hindi names and fathers' names", async () => {
    expect((await search(q("राहुल"))).data).toEqual([
      expect.objectContaining({ _id: rahul._id, name: "राहुल कुमार", ledgerName: "Class 6 B", sessionYear: "2026-27" }),
    ]);
    expect(ids(await search(q("सुरेश")))).toEqual([rahul._id]);
    expect(ids(await search(q("कुमार")))).toEqual([rahul._id]);
  });

  it("takes % and _ as letters, not wildcards", async () => {
    expect((await search(q("%"))).data).toEqual([]);
    expect((await search(q("_"))).data).toEqual([]);
    expect((await search(q("R_vi"))).data).toEqual([]);
  });

  it("never returns another school's students, for the owner or for staff", async () => {
    const staff = await staffOf(api, director);
    for (const headers of [director.headers, staff.headers]) {
      const found = await search(q("Mohan"), headers);
      expect(ids(found)).toEqual([ravi._id]);
      expect(JSON.stringify(found)).not.toContain(otherRavi._id);
    }
    const fromOther = await search(q("a"), other.headers);
    expect(ids(fromOther)).toEqual([otherRavi._id]);
    expect(await search(q("राहुल"), other.headers)).toMatchObject({ data: [], totalPages: 1 });
  });

  it("pages ten at a time, names starting with the query first, then A–Z", async () => {
    const school = await directorWithSchool(api, "Paging School");
    const ledger = await addLedger(api, school);
    const names = Array.from({ length: 23 }, (_, i) => `Pupil ${String(i + 1).padStart(2, "0")}`);
    for (const name of names) await addStudent(api, school, ledger, { name, fatherName: "Z" });
    // Matches on the father's name only: after every name that starts with "pupil".
    await addStudent(api, school, ledger, { name: "Aarti", fatherName: "Pupil Senior" });
    const pages = [
      await search(q("pupil"), school.headers),
      await search(`${q("pupil")}&page=2`, school.headers),
      await search(`${q("pupil")}&page=3`, school.headers),
    ];
    expect(pages.map((page) => [page.currentPage, page.totalPages, page.data.length])).toEqual([
      [1, 3, STUDENT_SEARCH_PAGE_SIZE],
      [2, 3, STUDENT_SEARCH_PAGE_SIZE],
      [3, 3, 4],
    ]);
    expect(pages.flatMap((page) => page.data.map((row) => row.name))).toEqual([...names, "Aarti"]);
    expect(await search(`${q("pupil")}&page=4`, school.headers)).toEqual({
      success: true,
      data: [],
      currentPage: 4,
      totalPages: 3,
    });
  });

  it.each([
    ["", "q"],
    ["q=", "q"],
    ["q=%20%20", "q"],
    [`q=${"a".repeat(101)}`, "q"],
    ["q=a%00b", "q"],
    ["q=a&page=0", "page"],
    ["q=a&page=x", "page"],
  ])("refuses ?%s with an issue on %s", async (query, path) => {
    const response = await api.call("GET", `/api/v1/students/search?${query}`, director.headers);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { issues: { path: string }[] } };
    expect(body.error.issues.map((issue) => issue.path)).toContain(path);
  });

  it("accepts a 100-character query", async () => {
    expect((await search(q("a".repeat(100)))).data).toEqual([]);
  });
});
