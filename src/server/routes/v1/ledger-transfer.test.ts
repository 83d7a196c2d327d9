import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { errorCodes } from "../../../shared/api/envelope";
import type { DemandSlip } from "../../../shared/api/demand-slip";
import type { Defaulter, DuesSummary } from "../../../shared/api/dues";
import type { Ledger } from "../../../shared/api/ledger";
import type { ImportPreview, RolloverResult } from "../../../shared/api/ledger-transfer";
import type { Student, StudentPage } from "../../../shared/api/student";
import type { Transaction } from "../../../shared/api/transaction";
import { todayInIndia } from "../../../shared/rules/calendar-date";
import { feeTotals } from "../../../shared/rules/fee-totals";
import { slipBalance } from "../../../shared/rules/slip-maths";
import { STUDENT_SHEET_COLUMNS } from "../../../shared/rules/student-sheet";
import { addLedger, addStudent, addTransaction, dataOf, directorWithSchool, type Director } from "../../test/fixtures";
import { peakRssGrowth } from "../../test/peak-rss";
import { csvFile, readWorkbook, upload, xlsxFile, xlsxWithSheetData, zipBombXlsx } from "../../test/sheet-files";
import { createTestApp } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";

const HEADERS = [
  "Name",
  "Father Name",
  "Mother Name",
  "Date of Birth",
  "Roll Number",
  "Phone",
  "Address",
  "Opening Balance",
];

describeEachDatabase("import, export and rollover routes", (database) => {
  let api: ReturnType<typeof createTestApp>;
  let director: Director;
  beforeAll(async () => {
    api = createTestApp(database().db);
    director = await directorWithSchool(api);
  });

  const importFile = (ledger: Ledger, file: Blob, dryRun = false) =>
    api.call(
      "POST",
      `/api/v1/ledger/${ledger._id}/import${dryRun ? "?dryRun=true" : ""}`,
      director.headers,
      upload(file),
    );

  async function studentsOf(ledger: Ledger): Promise<Student[]> {
    const page = (await (
      await api.call("GET", `/api/v1/student/ledger/${ledger._id}?limit=100`, director.headers)
    ).json()) as StudentPage;
    return page.data;
  }

  async function transactionsOf(student: Student): Promise<Transaction[]> {
    return dataOf<Transaction[]>(
      await api.call("GET", `/api/v1/transactions/student/${student._id}`, director.headers),
    );
  }

  /** Each student (by roll number) with their details and balance in rupees. */
  async function ledgerContents(ledger: Ledger) {
    const students = await studentsOf(ledger);
    return Promise.all(
      students.map(
        async ({ name, fatherName, motherName, dateOfBirth, rollNumber, phoneNumber, address, ...student }) => ({
          name,
          fatherName,
          motherName,
          dateOfBirth,
          rollNumber,
          phoneNumber,
          address,
          balance: feeTotals(await transactionsOf({ ...student, name } as Student)).balance,
        }),
      ),
    );
  }

  describe("import", () => {
    it("previews a sheet with a bad row: every problem by row and field, and nothing written", async () => {
      const ledger = await addLedger(api, director, "Preview");
      const file = csvFile([
        HEADERS,
        ["Aarav Sharma", "Suresh", "Sunita", "15/04/2010", "1", "+91 98765 43210", "Dumra", "1500"],
        ["", "Ramesh", "", "31/02/2010", "2", "12345", "", ""],
      ]);
      const response = await importFile(ledger, file, true);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        success: true,
        data: {
          rows: 2,
          valid: 1,
          issues: [
            { row: 3, field: "name", message: "Enter the student's name." },
            { row: 3, field: "dateOfBirth", message: "Please enter a valid date.", value: "31/02/2010" },
            { row: 3, field: "phoneNumber", message: "Phone number must be 10 digits!", value: "12345" },
          ],
        },
      });
      expect(await studentsOf(ledger)).toEqual([]);
      // A clean file previews as all valid, and a dry run still writes nothing.
      const clean = await dataOf<ImportPreview>(
        await importFile(
          ledger,
          csvFile([HEADERS, HEADERS.map((_, i) => (i === 5 ? "9876543210" : i === 0 ? "A" : ""))]),
          true,
        ),
      );
      expect(clean).toEqual({ rows: 1, valid: 1, issues: [] });
      expect(await studentsOf(ledger)).toEqual([]);
    });

    it("refuses the whole file when one row is bad, writing nothing", async () => {
      const ledger = await addLedger(api, director, "All or nothing");
      const rows = Array.from({ length: 30 }, (_, i) => [
        `Student ${i + 1}`,
        "",
        "",
        "",
        String(i + 1),
        "9876543210",
        "",
        "100",
      ]);
      rows[17]![5] = "98765";
      const response = await importFile(ledger, csvFile([HEADERS, ...rows]));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        success: false,
        error: {
          code: errorCodes.VALIDATION,
          issues: [
            {
              row: 19,
              field: "phoneNumber",
              message: "Phone number must be 10 digits!",
              name: "Student 18",
              value: "98765",
            },
          ],
        },
      });
      expect(await studentsOf(ledger)).toEqual([]);
      const [after] = await dataOf<Ledger[]>(
        await api.call("GET", `/api/v1/ledger/${director.school._id}`, director.headers),
      ).then((all) => all.filter((l) => l._id === ledger._id));
      expect(after).toMatchObject({ studentCount: 0, transactionCount: 0 });
    });

    it("imports an .xlsx with Hindi headers and names, Excel dates and serials; the opening balance becomes Dues", async () => {
      const ledger = await addLedger(api, director, "Hindi sheet");
      const file = await xlsxFile([
        ["नाम", "पिता का नाम", "माता का नाम", "जन्म तिथि", "अनुक्रमांक", "फ़ोन", "पता", "प्रारंभिक शेष"],
        ["आरव शर्मा", "सुरेश शर्मा", "सुनीता शर्मा", new Date(Date.UTC(2010, 3, 15)), 1, 9876543210, "डुमरा", 2500.5],
        ["प्रिया", "", "", 40284, 2, "098765 43211", "", null],
        ["Kabir", "", "", "05-06-2011", 3, "+91 9876543212", "", -300],
      ]);
      const response = await importFile(ledger, file);
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ success: true, data: { created: 3 } });
      const students = await studentsOf(ledger);
      expect(
        students.map(({ name, fatherName, dateOfBirth, rollNumber, phoneNumber, transactionCount }) => ({
          name,
          fatherName,
          dateOfBirth,
          rollNumber,
          phoneNumber,
          transactionCount,
        })),
      ).toEqual([
        {
          name: "आरव शर्मा",
          fatherName: "सुरेश शर्मा",
          dateOfBirth: "2010-04-15",
          rollNumber: "1",
          phoneNumber: "9876543210",
          transactionCount: 1,
        },
        {
          name: "प्रिया",
          fatherName: "",
          dateOfBirth: "2010-04-16",
          rollNumber: "2",
          phoneNumber: "9876543211",
          transactionCount: 0,
        },
        {
          name: "Kabir",
          fatherName: "",
          dateOfBirth: "2011-06-05",
          rollNumber: "3",
          phoneNumber: "9876543212",
          transactionCount: 1,
        },
      ]);
      expect(await transactionsOf(students[0]!)).toEqual([
        expect.objectContaining({
          amount: 2500.5,
          transactionType: "Debit",
          description: "@opening-balance",
          transactionDate: todayInIndia(),
        }),
      ]);
      expect(await transactionsOf(students[2]!)).toEqual([
        expect.objectContaining({ amount: 300, transactionType: "Credit", description: "@opening-balance" }),
      ]);
    });

    it("flags roll numbers the ledger's students already hold or the file repeats, naming the student and value", async () => {
      const ledger = await addLedger(api, director, "Roll numbers");
      await addStudent(api, director, ledger, { name: "Aarav Sharma", rollNumber: "12" });
      const file = csvFile([
        ["Name", "Phone", "Roll Number", "Opening Balance"],
        ["Priya Verma", "9876543210", "12", ""],
        ["Kabir Khan", "9876543211", "5", ""],
        ["Sita Devi", "9876543212", "5", "five hundred"],
        ["Ravi Kumar", "9876543213", "6", ""],
      ]);
      const preview = await dataOf<ImportPreview>(await importFile(ledger, file, true));
      expect(preview).toEqual({
        rows: 4,
        valid: 1,
        issues: [
          {
            row: 2,
            field: "rollNumber",
            message: "A student of this ledger already has this roll number.",
            name: "Priya Verma",
            value: "12",
          },
          {
            row: 3,
            field: "rollNumber",
            message: "Another row of this file has the same roll number.",
            name: "Kabir Khan",
            value: "5",
          },
          {
            row: 4,
            field: "openingBalance",
            message: "Write the amount in figures, e.g. 1500.",
            name: "Sita Devi",
            value: "five hundred",
          },
          {
            row: 4,
            field: "rollNumber",
            message: "Another row of this file has the same roll number.",
            name: "Sita Devi",
            value: "5",
          },
        ],
      });
      expect((await importFile(ledger, file)).status).toBe(400);
      expect((await studentsOf(ledger)).map((s) => s.name)).toEqual(["Aarav Sharma"]);
      // Another ledger's roll 12 is no clash: roll numbers are per ledger.
      const other = await addLedger(api, director, "Roll numbers B");
      const clean = csvFile([
        ["Name", "Phone", "Roll Number"],
        ["Priya Verma", "9876543210", "12"],
      ]);
      expect(await dataOf<ImportPreview>(await importFile(other, clean, true))).toEqual({
        rows: 1,
        valid: 1,
        issues: [],
      });
    });

    it("offers the template as .xlsx with English or Hindi headers, and each imports back as it is", async () => {
      for (const [language, header, name] of [
        ["en", "Name", "Aarav Sharma"],
        ["hi", "नाम", "आरव शर्मा"],
      ] as const) {
        const response = await api.call("GET", `/api/v1/import-template.xlsx?language=${language}`, director.headers);
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe(
          "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        );
        const bytes = await response.arrayBuffer();
        const [rows] = [...(await readWorkbook(bytes)).values()];
        expect(rows![0]).toEqual(STUDENT_SHEET_COLUMNS.map((column) => column[language]));
        expect(rows![0]![0]).toBe(header);
        expect(rows![1]![0]).toBe(name);
        const ledger = await addLedger(api, director, `Template ${language}`);
        expect(await dataOf<ImportPreview>(await importFile(ledger, new Blob([bytes]), true))).toEqual({
          rows: 1,
          valid: 1,
          issues: [],
        });
      }
      expect((await api.call("GET", "/api/v1/import-template.xlsx?language=fr", director.headers)).status).toBe(400);
      expect((await api.call("GET", "/api/v1/import-template.xlsx")).status).toBe(401);
    });

    it("answers 413 over 5 MB, 400 over 5,000 rows, for a file that is not a spreadsheet, and for no file", async () => {
      const ledger = await addLedger(api, director, "Limits");
      const big = await importFile(ledger, new File([new Uint8Array(5 * 1024 * 1024 + 1).fill(65)], "big.csv"));
      expect(big.status).toBe(413);
      expect(await big.json()).toMatchObject({ error: { code: errorCodes.PAYLOAD_TOO_LARGE } });
      const wayTooBig = await importFile(ledger, new File([new Uint8Array(6 * 1024 * 1024).fill(65)], "bigger.csv"));
      expect(wayTooBig.status).toBe(413);

      const many = csvFile([["Name", "Phone"], ...Array.from({ length: 5001 }, (_, i) => [`S${i}`, "9876543210"])]);
      const tooMany = await importFile(ledger, many, true);
      expect(tooMany.status).toBe(400);
      expect(await tooMany.json()).toMatchObject({
        error: { code: errorCodes.VALIDATION, message: expect.stringContaining("at most 5,000 students") },
      });
      const exactly = await importFile(
        ledger,
        csvFile([["Name", "Phone"], ...Array.from({ length: 5000 }, (_, i) => [`S${i}`, "9876543210"])]),
        true,
      );
      expect(await dataOf<ImportPreview>(exactly)).toMatchObject({ rows: 5000, valid: 5000 });

      const png = new File(
        [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
        "photo.csv",
      );
      const notSheet = await importFile(ledger, png);
      expect(notSheet.status).toBe(400);
      expect(await notSheet.json()).toMatchObject({
        error: { code: errorCodes.VALIDATION, message: expect.stringContaining("not a spreadsheet") },
      });
      const brokenZip = await importFile(
        ledger,
        new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])], "broken.xlsx"),
      );
      expect(await brokenZip.json()).toMatchObject({
        error: { message: expect.stringContaining("not a spreadsheet") },
      });
      const xls = await importFile(
        ledger,
        new File([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])], "old.xls"),
      );
      expect(await xls.json()).toMatchObject({ error: { message: expect.stringContaining(".xlsx") } });

      const noFile = await api.call("POST", `/api/v1/ledger/${ledger._id}/import`, director.headers, new FormData());
      expect(noFile.status).toBe(400);
      expect(await studentsOf(ledger)).toEqual([]);
    });

    it("answers 400 'not a spreadsheet' for a picture or PDF under any name and for text with control bytes", async () => {
      const ledger = await addLedger(api, director, "Not sheets");
      const text = (value: string) => Array.from(new TextEncoder().encode(value));
      const files = {
        "photo.xlsx": [0x89, 0x50, 0x4e, 0x47, 0x01, 0x02, 0x03, 0x04], // the first bytes of a PNG
        "photo.csv": [0x89, 0x50, 0x4e, 0x47, 0x41, 0x42, 0x43],
        "scan.xlsx": [0xff, 0xd8, 0xff, 0xe0, 0x41, 0x42],
        "animation.csv": text("GIF89a,Name\r\n"),
        "sticker.xlsx": [...text("RIFF"), 0xa0, 0xa1, 0xa2, 0xa3, ...text("WEBPVP8 ")],
        "fees.xlsx": text("%PDF-1.7\n%âãÏÓ\n1 0 obj"),
        "escape.csv": text("Name,Phone\r\nAarav\u001b[31m,9876543210\r\n"),
        "delete.csv": text("Name,Phone\r\nAarav\u007f,9876543210\r\n"),
        "form-feed.csv": text("Name\r\n\fAarav\r\n"),
      };
      for (const [name, bytes] of Object.entries(files)) {
        const response = await importFile(ledger, new File([new Uint8Array(bytes)], name), true);
        expect(response.status, name).toBe(400);
        expect(await response.json(), name).toEqual({
          success: false,
          error: {
            code: errorCodes.VALIDATION,
            message: "This file is not a spreadsheet. Upload an Excel (.xlsx) or CSV file.",
          },
        });
      }
      expect(await studentsOf(ledger)).toEqual([]);
    });

    it("reads a CSV saved in the Windows code page (é is byte 0xE9, ’ is 0x92), tabs and all", async () => {
      const ledger = await addLedger(api, director, "Windows CSV");
      const text = (value: string) => Array.from(new TextEncoder().encode(value));
      const bytes = new Uint8Array([
        ...text("Name,Father Name,Phone,Address\r\nJos"),
        0xe9,
        ...text(" Fern"),
        0xe1,
        ...text("ndez,Ren"),
        0xe9,
        ...text(" D"),
        0x92,
        ...text("Souza,9876543210,Main\tRoad\r\n"),
      ]);
      const file = new File([bytes], "students.csv");
      expect(await dataOf<ImportPreview>(await importFile(ledger, file, true))).toEqual({
        rows: 1,
        valid: 1,
        issues: [],
      });
      expect((await importFile(ledger, file)).status).toBe(201);
      expect(await studentsOf(ledger)).toEqual([
        expect.objectContaining({ name: "José Fernández", fatherName: "René D’Souza", address: "Main\tRoad" }),
      ]);
    });

    describe("a file that would cost too much to read", () => {
      const MB = 1024 * 1024;
      // The issue's bomb: ~0.6 MB whose sheet unpacks to 600 MB, its zip telling the truth or lying.
      let honestBomb: File;
      let lyingBomb: File;
      beforeAll(async () => {
        honestBomb = await zipBombXlsx({ filler: " ", unpackedBytes: 600 * MB });
        lyingBomb = await zipBombXlsx({ filler: " ", unpackedBytes: 600 * MB, declaredBytes: 1000 });
      });

      async function refusedWithin100Mb(ledger: Ledger, file: File) {
        const { result: response, grewBytes } = await peakRssGrowth(async () => importFile(ledger, file, true));
        return { status: response.status, body: await response.json(), grewMb: Math.round(grewBytes / MB) };
      }

      it("refuses an .xlsx zip bomb with 413 while the server grows by under 100 MB, its directory honest or lying", async () => {
        const ledger = await addLedger(api, director, "Zip bomb");
        expect(honestBomb.size).toBeLessThan(MB);
        for (const bomb of [honestBomb, lyingBomb]) {
          const { status, body, grewMb } = await refusedWithin100Mb(ledger, bomb);
          expect(status).toBe(413);
          expect(body).toEqual({
            success: false,
            error: {
              code: errorCodes.PAYLOAD_TOO_LARGE,
              message:
                "This spreadsheet unpacks to more than 20 MB. Keep only the students' sheet, or split it into smaller files.",
            },
          });
          expect(grewMb).toBeLessThan(100);
        }
        expect(await studentsOf(ledger)).toEqual([]);
      });

      it("refuses rows and columns far beyond a class list — numbered far out, or 4 MB of line breaks — under 100 MB", async () => {
        const ledger = await addLedger(api, director, "Far rows");
        const farRow = await xlsxWithSheetData('<row r="1048576"><c r="A1048576"><v>1</v></c></row>');
        const farColumns = await xlsxWithSheetData(
          Array.from({ length: 500 }, (_, i) => `<row r="${i + 2}"><c r="XFD${i + 2}"><v>1</v></c></row>`).join(""),
        );
        const lineBreaks = new File([new Uint8Array(4 * MB).fill(0x0a)], "students.csv");
        const tooManyRows = expect.stringContaining("at most 5,000 students; this one has more than 10,000 rows");
        const tooManyCells = expect.stringContaining("more than 2,50,000 cells");
        for (const [file, status, message] of [
          [farRow, 400, tooManyRows],
          [farColumns, 413, tooManyCells],
          [lineBreaks, 400, tooManyRows],
        ] as const) {
          const refused = await refusedWithin100Mb(ledger, file);
          expect(refused).toMatchObject({ status, body: { success: false, error: { message } } });
          expect(refused.grewMb).toBeLessThan(100);
        }
      });
    });
  });

  describe("export", () => {
    let ledger: Ledger;
    beforeAll(async () => {
      ledger = await addLedger(api, director, "कक्षा 10 Export");
      const owes = await addStudent(api, director, ledger, {
        name: "आरव शर्मा",
        rollNumber: "2",
        phoneNumber: "9876543210",
      });
      await addTransaction(api, director, owes, { amount: 1500.25, transactionType: "Debit" });
      await addTransaction(api, director, owes, { amount: 500, transactionType: "Credit" });
      const ahead = await addStudent(api, director, ledger, {
        name: "=Kabir",
        rollNumber: "1",
        fatherName: "",
        motherName: "",
        dateOfBirth: "",
        address: "",
      });
      await addTransaction(api, director, ahead, { amount: 200, transactionType: "Credit" });
    });

    it("writes CSV in UTF-8 with a byte-order mark, one row per student with charged, received and outstanding", async () => {
      const response = await api.call("GET", `/api/v1/ledger/${ledger._id}/export.csv`, director.headers);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("content-disposition")).toContain(
        `filename*=UTF-8''${encodeURIComponent("कक्षा-10-Export-2025-26.csv")}`,
      );
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(new TextDecoder().decode(bytes.slice(3)).split("\r\n")).toEqual([
        "Roll Number,Name,Father Name,Mother Name,Date of Birth,Phone,Address,Charged,Received,Outstanding",
        `1,"'=Kabir",,,,9876543210,,0,200,-200`,
        "2,आरव शर्मा,Suresh Sharma,Sunita Sharma,15/04/2010,9876543210,Dumra,1500.25,500,1000.25",
        "",
      ]);
    });

    it("writes the same as an .xlsx workbook", async () => {
      const response = await api.call("GET", `/api/v1/ledger/${ledger._id}/export.xlsx`, director.headers);
      expect(response.status).toBe(200);
      const sheets = await readWorkbook(await response.arrayBuffer());
      expect(sheets.get("Students")).toEqual([
        [
          "Roll Number",
          "Name",
          "Father Name",
          "Mother Name",
          "Date of Birth",
          "Phone",
          "Address",
          "Charged",
          "Received",
          "Outstanding",
        ],
        ["1", "=Kabir", "", "", "", "9876543210", "", 0, 200, -200],
        ["2", "आरव शर्मा", "Suresh Sharma", "Sunita Sharma", "15/04/2010", "9876543210", "Dumra", 1500.25, 500, 1000.25],
      ]);
    });

    it("round-trips: an export imported into a new ledger gives the same students and balances (CSV and .xlsx)", async () => {
      const before = await ledgerContents(ledger);
      for (const format of ["csv", "xlsx"] as const) {
        const exported = await (
          await api.call("GET", `/api/v1/ledger/${ledger._id}/export.${format}`, director.headers)
        ).blob();
        const copy = await addLedger(api, director, `Copy ${format}`);
        expect((await importFile(copy, exported)).status).toBe(201);
        const after = await ledgerContents(copy);
        // The CSV guards a leading "=" with an apostrophe, which a re-import keeps as typed.
        expect(after.map((s) => ({ ...s, name: s.name.replace(/^'/, "") }))).toEqual(before);
      }
    });

    it("exports the whole school as sheets Ledgers, Students and Transactions", async () => {
      const other = await directorWithSchool(api, "Other school");
      await addStudent(api, other, await addLedger(api, other, "Not mine"), { name: "Stranger" });
      const response = await api.call("GET", "/api/v1/school/export.xlsx", director.headers);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      );
      const sheets = await readWorkbook(await response.arrayBuffer());
      expect([...sheets.keys()]).toEqual(["Ledgers", "Students", "Transactions"]);
      const ledgers = await dataOf<Ledger[]>(
        await api.call("GET", `/api/v1/ledger/${director.school._id}`, director.headers),
      );
      expect(
        sheets
          .get("Ledgers")!
          .slice(1)
          .map((row) => row[4]),
      ).toEqual(ledgers.map((l) => l._id));
      const students = sheets.get("Students")!.slice(1);
      expect(students).toHaveLength(ledgers.reduce((sum, l) => sum + l.studentCount, 0));
      expect(students.some((row) => row.includes("Stranger"))).toBe(false);
      expect(sheets.get("Transactions")!.slice(1)).toHaveLength(
        ledgers.reduce((sum, l) => sum + l.transactionCount, 0),
      );
      expect(sheets.get("Transactions")).toContainEqual([
        "कक्षा 10 Export",
        "आरव शर्मा",
        "2",
        "10/04/2025",
        "Dues",
        1500.25,
        "Tuition fee, April",
        "",
        "Other",
        "",
        "",
        expect.any(String),
      ]);
    });
  });

  describe("rollover", () => {
    it("creates the next session's ledger with copies of the chosen students and their balances carried; the old students are settled by them", async () => {
      const ledger = await addLedger(api, director, "Class 9 A");
      const owes = await addStudent(api, director, ledger, { name: "Owes", rollNumber: "1" });
      await addTransaction(api, director, owes, { amount: 1200, transactionType: "Debit" });
      const ahead = await addStudent(api, director, ledger, { name: "Ahead", rollNumber: "2" });
      await addTransaction(api, director, ahead, { amount: 300.5, transactionType: "Credit" });
      const settled = await addStudent(api, director, ledger, { name: "Settled", rollNumber: "3" });
      await addTransaction(api, director, settled, { amount: 100, transactionType: "Debit" });
      await addTransaction(api, director, settled, { amount: 100, transactionType: "Credit" });
      const leaving = await addStudent(api, director, ledger, { name: "Leaving", rollNumber: "4" });
      const before = await ledgerContents(ledger);

      const response = await api.call("POST", `/api/v1/ledger/${ledger._id}/rollover`, director.headers, {
        ledgerName: "Class 10 A",
        className: "10",
        sessionYear: "2026-27",
        carryBalances: true,
        studentIds: [owes._id, ahead._id, settled._id],
      });
      expect(response.status).toBe(201);
      const result = await dataOf<RolloverResult>(response);
      expect(result).toMatchObject({
        students: 3,
        carried: 899.5,
        ledger: {
          ledgerName: "Class 10 A",
          className: "10",
          sessionYear: "2026-27",
          studentCount: 3,
          transactionCount: 2,
        },
      });
      const moved = await studentsOf(result.ledger);
      expect(moved.map((s) => [s.name, s.rollNumber, s.phoneNumber])).toEqual([
        ["Owes", "1", "9876543210"],
        ["Ahead", "2", "9876543210"],
        ["Settled", "3", "9876543210"],
      ]);
      expect(await transactionsOf(moved[0]!)).toEqual([
        expect.objectContaining({
          amount: 1200,
          transactionType: "Debit",
          description: "@previous-balance:2025-26",
          transactionDate: todayInIndia(),
        }),
      ]);
      expect(await transactionsOf(moved[1]!)).toEqual([
        expect.objectContaining({ amount: 300.5, transactionType: "Credit", description: "@advance-from:2025-26" }),
      ]);
      expect(await transactionsOf(moved[2]!)).toEqual([]);
      // Each moved balance now lives in the new ledger only; the student who stayed keeps theirs.
      const settledNow = before.map((s) => (s.name === "Leaving" ? s : { ...s, balance: 0 }));
      expect(await ledgerContents(ledger)).toEqual(settledNow);
      expect(await transactionsOf(owes)).toContainEqual(
        expect.objectContaining({ amount: 1200, transactionType: "Credit", description: "@carried-to:Class 10 A" }),
      );
      expect(leaving._id).not.toBe(moved[0]!._id);
    });

    it("carries what a cancelled receipt and a refund leave: the cancelled money is not carried, the refund is owed again", async () => {
      const ledger = await addLedger(api, director, "Class 7 Books");
      const student = await addStudent(api, director, ledger, { name: "Cancelled And Refunded" });
      await addTransaction(api, director, student, { amount: 1000, transactionType: "Debit" });
      await addTransaction(api, director, student, { amount: 600, transactionType: "Credit" });
      const bounced = await addTransaction(api, director, student, { amount: 200, transactionType: "Credit" });
      expect(
        (
          await api.call("POST", `/api/v1/transactions/${bounced._id}/cancel`, director.headers, {
            reason: "Cheque bounced",
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await api.call("POST", `/api/v1/student/${student._id}/refunds`, director.headers, {
            amount: 100,
            reason: "Paid twice for books",
            paymentMode: "cash",
            date: "2025-04-12",
          })
        ).status,
      ).toBe(201);
      // ₹1,000 charged − ₹600 received + ₹100 refunded: ₹500; the cancelled ₹200 counts nowhere.
      expect((await ledgerContents(ledger)).map((s) => s.balance)).toEqual([500]);
      const result = await dataOf<RolloverResult>(
        await api.call("POST", `/api/v1/ledger/${ledger._id}/rollover`, director.headers, {
          ledgerName: "Class 8 Books",
          className: "8",
          sessionYear: "2026-27",
          carryBalances: true,
        }),
      );
      expect(result.carried).toBe(500);
      const [moved] = await studentsOf(result.ledger);
      expect(await transactionsOf(moved!)).toEqual([
        expect.objectContaining({ amount: 500, transactionType: "Debit", description: "@previous-balance:2025-26" }),
      ]);
      expect((await ledgerContents(ledger)).map((s) => s.balance)).toEqual([0]);
      expect((await ledgerContents(result.ledger)).map((s) => s.balance)).toEqual([500]);
    });

    it("moves everyone when no students are named, and carries nothing when asked not to", async () => {
      const ledger = await addLedger(api, director, "Class 5");
      const student = await addStudent(api, director, ledger);
      await addTransaction(api, director, student, { amount: 700, transactionType: "Debit" });
      await addStudent(api, director, ledger, { name: "Second", rollNumber: "2" });
      const result = await dataOf<RolloverResult>(
        await api.call("POST", `/api/v1/ledger/${ledger._id}/rollover`, director.headers, {
          ledgerName: "Class 6",
          className: "6",
          sessionYear: "2026-27",
          carryBalances: false,
        }),
      );
      expect(result).toMatchObject({ students: 2, carried: 0, ledger: { studentCount: 2, transactionCount: 0 } });
    });

    it("counts each carried rupee once across both ledgers — dues, defaulters, slips, exports — and refuses a second rollover", async () => {
      const school = await directorWithSchool(api, "Rollover school");
      const ledger = await addLedger(api, school, "Class 5 2025-26");
      const owes = await addStudent(api, school, ledger, { name: "Owes", rollNumber: "1" });
      await addTransaction(api, school, owes, { amount: 1500, transactionType: "Debit" });
      await addTransaction(api, school, owes, { amount: 500, transactionType: "Credit" });
      const ahead = await addStudent(api, school, ledger, { name: "Ahead", rollNumber: "2" });
      await addTransaction(api, school, ahead, { amount: 200, transactionType: "Credit" });
      const body = { ledgerName: "Class 6 2026-27", className: "6", sessionYear: "2026-27", carryBalances: true };
      const moved = await api.call("POST", `/api/v1/ledger/${ledger._id}/rollover`, school.headers, body);
      expect(moved.status).toBe(201);
      const next = (await dataOf<RolloverResult>(moved)).ledger;

      // The dues page opens on the new session: the carried 1,000 is owed there, yet neither charged nor collected.
      const summary = await dataOf<DuesSummary>(await api.call("GET", "/api/v1/dues/summary", school.headers));
      expect(summary).toMatchObject({ session: "2026-27", outstanding: 1000, charged: 0, received: 0 });
      expect(summary.ledgers.map((l) => [l.ledgerName, l.outstanding, l.defaulters])).toEqual([
        ["Class 6 2026-27", 1000, 1],
      ]);
      // Money charged and collected is what really happened (1,500 and 700), and nothing is owed there now.
      const before = await dataOf<DuesSummary>(
        await api.call("GET", "/api/v1/dues/summary?session=2025-26", school.headers),
      );
      expect(before).toMatchObject({ outstanding: 0, charged: 1500, received: 700 });
      expect(before.ledgers.map((l) => [l.ledgerName, l.outstanding, l.defaulters])).toEqual([
        ["Class 5 2025-26", 0, 0],
      ]);
      const defaulters = await dataOf<Defaulter[]>(await api.call("GET", "/api/v1/dues/defaulters", school.headers));
      expect(defaulters.map((d) => [d.name, d.ledgerName, d.outstanding, d.lastPaymentDate])).toEqual([
        ["Owes", "Class 6 2026-27", 1000, null],
      ]);
      const slips = await dataOf<DemandSlip[]>(
        await api.call("GET", `/api/v1/student/school/transaction/${school.school._id}`, school.headers),
      );
      expect(
        slips.map((slip) => [slip.ledgerName, slip.studentName, slipBalance(slip.feesDetails, slip.totalMoneyReceive)]),
      ).toEqual([
        ["Class 5 2025-26", "Owes", 0],
        ["Class 5 2025-26", "Ahead", 0],
        ["Class 6 2026-27", "Owes", 1000],
        ["Class 6 2026-27", "Ahead", -200],
      ]);
      const workbook = await readWorkbook(
        await (await api.call("GET", "/api/v1/school/export.xlsx", school.headers)).arrayBuffer(),
      );
      const outstandingColumn = workbook.get("Students")![0]!.indexOf("Outstanding");
      const exported = workbook
        .get("Students")!
        .slice(1)
        .map((row) => row[outstandingColumn] as number);
      expect(exported.filter((amount) => amount > 0).reduce((sum, amount) => sum + amount, 0)).toBe(1000);
      expect(workbook.get("Transactions")!.map((row) => row[6])).toEqual(
        expect.arrayContaining(["Carried to Class 6 2026-27", "Previous balance 2025-26", "Advance from 2025-26"]),
      );
      const csv = await (await api.call("GET", `/api/v1/ledger/${ledger._id}/export.csv`, school.headers)).text();
      expect(
        csv
          .trim()
          .split(/\r?\n/)
          .slice(1)
          .map((line) => line.split(",").at(-1)),
      ).toEqual(["0", "0"]);

      const again = await api.call("POST", `/api/v1/ledger/${ledger._id}/rollover`, school.headers, {
        ...body,
        ledgerName: "Class 6 again",
        studentIds: [owes._id],
      });
      expect(again.status).toBe(409);
      expect(await again.json()).toMatchObject({
        error: { code: "ALREADY_ROLLED_OVER", message: "Already moved to the next session: Owes." },
      });
      const ledgers = await dataOf<Ledger[]>(
        await api.call("GET", `/api/v1/ledger/${school.school._id}`, school.headers),
      );
      // The ledger cards: what each really collected, and each rupee owed in one of them.
      expect(ledgers.map((l) => [l.ledgerName, l.collected, l.outstanding, l.owingCount])).toEqual([
        ["Class 5 2025-26", 700, 0, 0],
        ["Class 6 2026-27", 0, 1000, 1],
      ]);

      // Undoing the move (deleting the new ledger) gives the old ledger its balances back.
      expect((await api.call("DELETE", `/api/v1/ledger/${next._id}`, school.headers)).status).toBe(200);
      const afterUndo = await dataOf<DuesSummary>(await api.call("GET", "/api/v1/dues/summary", school.headers));
      expect(afterUndo).toMatchObject({ outstanding: 1000, charged: 1500, received: 700 });
    });

    it("keeps the next session's students when the old ledger is deleted, only their link to it cleared", async () => {
      const school = await directorWithSchool(api, "Old ledger school");
      const ledger = await addLedger(api, school, "Class 5 2025-26");
      const owes = await addStudent(api, school, ledger, { name: "Owes", rollNumber: "1" });
      await addTransaction(api, school, owes, { amount: 900, transactionType: "Debit" });
      const body = { ledgerName: "Class 6 2026-27", className: "6", sessionYear: "2026-27", carryBalances: true };
      const next = (
        await dataOf<RolloverResult>(
          await api.call("POST", `/api/v1/ledger/${ledger._id}/rollover`, school.headers, body),
        )
      ).ledger;
      expect((await api.call("DELETE", `/api/v1/ledger/${ledger._id}`, school.headers)).status).toBe(200);
      const moved = (await (
        await api.call("GET", `/api/v1/student/ledger/${next._id}?limit=10`, school.headers)
      ).json()) as StudentPage;
      expect(moved.data.map((s) => s.name)).toEqual(["Owes"]);
      const links = (await database().db.execute(
        sql`select school_id, rolled_from_student_id from student where ledger_id = ${next._id}`,
      )) as unknown as { rows: unknown[] };
      expect(links.rows).toEqual([{ school_id: school.school._id, rolled_from_student_id: null }]);
      const summary = await dataOf<DuesSummary>(await api.call("GET", "/api/v1/dues/summary", school.headers));
      expect(summary).toMatchObject({ outstanding: 900 });
    });

    it("answers 404 for a student of another ledger and 400 for a bad session, creating nothing", async () => {
      const ledger = await addLedger(api, director, "Class 7");
      const elsewhere = await addStudent(api, director, await addLedger(api, director, "Class 8"));
      const count = async () =>
        (await dataOf<Ledger[]>(await api.call("GET", `/api/v1/ledger/${director.school._id}`, director.headers)))
          .length;
      const ledgers = await count();
      const foreign = await api.call("POST", `/api/v1/ledger/${ledger._id}/rollover`, director.headers, {
        ledgerName: "N",
        className: "8",
        sessionYear: "2026-27",
        carryBalances: true,
        studentIds: [elsewhere._id],
      });
      expect(foreign.status).toBe(404);
      const badSession = await api.call("POST", `/api/v1/ledger/${ledger._id}/rollover`, director.headers, {
        ledgerName: "N",
        className: "8",
        sessionYear: "2026-28",
        carryBalances: true,
      });
      expect(badSession.status).toBe(400);
      expect(await badSession.json()).toMatchObject({
        error: { code: errorCodes.VALIDATION, issues: [{ path: "sessionYear" }] },
      });
      expect(await count()).toBe(ledgers);
    });

    it("carries every student's balance exactly, whatever their transactions (property)", async () => {
      const entry = fc.record({
        paise: fc.integer({ min: 1, max: 5_000_000 }),
        type: fc.constantFrom("Debit", "Credit"),
      });
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.array(entry, { maxLength: 4 }), { minLength: 1, maxLength: 4 }),
          async (students) => {
            const ledger = await addLedger(api, director, "Property");
            for (const [index, entries] of students.entries()) {
              const student = await addStudent(api, director, ledger, { rollNumber: String(index + 1) });
              for (const { paise, type } of entries)
                await addTransaction(api, director, student, { amount: paise / 100, transactionType: type });
            }
            const before = await ledgerContents(ledger);
            const result = await dataOf<RolloverResult>(
              await api.call("POST", `/api/v1/ledger/${ledger._id}/rollover`, director.headers, {
                ledgerName: "Next",
                className: "11",
                sessionYear: "2026-27",
                carryBalances: true,
              }),
            );
            const after = await ledgerContents(result.ledger);
            expect(after).toEqual(before);
            const expectedCarried = before.reduce((sum, s) => sum + Math.round(s.balance * 100), 0) / 100;
            expect(result.carried).toBe(expectedCarried);
            expect(await ledgerContents(ledger)).toEqual(before.map((s) => ({ ...s, balance: 0 })));
          },
        ),
        { numRuns: 12 },
      );
    });
  });
});
