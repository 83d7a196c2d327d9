import { describe, expect, it } from "vitest";
import {
  AMOUNT_IN_FIGURES_MESSAGE,
  CONTROL_CHARACTERS_MESSAGE,
  DATE_MESSAGE,
  PHONE_NUMBER_MESSAGE,
  REQUIRED_MESSAGE,
  ROLL_NUMBER_REPEATED_MESSAGE,
  ROLL_NUMBER_TAKEN_MESSAGE,
  STUDENT_NAME_REQUIRED_MESSAGE,
} from "./messages";
import { checkStudentSheet, matchHeaders, rollNumberKey, STUDENT_SHEET_COLUMNS } from "./student-sheet";

const ENGLISH = STUDENT_SHEET_COLUMNS.map((column) => column.en);
const HINDI = STUDENT_SHEET_COLUMNS.map((column) => column.hi);

describe("student sheet headers", () => {
  it("matches every English and Hindi header and every other name, ignoring case, spaces and punctuation", () => {
    for (const column of STUDENT_SHEET_COLUMNS) {
      for (const header of [
        column.en,
        column.hi,
        ...column.also,
        column.en.toUpperCase(),
        ` ${column.en.toLowerCase()} `,
      ]) {
        expect({ header, field: [...matchHeaders(["Serial", header]).entries()] }).toEqual({
          header,
          field: [[column.field, 1]],
        });
      }
    }
    expect([...matchHeaders(["FATHER'S NAME", "date-of-birth", "Roll no.", "phone_number"]).keys()]).toEqual([
      "fatherName",
      "dateOfBirth",
      "rollNumber",
      "phoneNumber",
    ]);
    // "फ़ोन" typed with a separate nukta and with the precomposed letter are the same header.
    expect(matchHeaders(["\u092b\u093c\u094b\u0928"]).get("phoneNumber")).toBe(0);
    expect(matchHeaders(["\u095e\u094b\u0928"]).get("phoneNumber")).toBe(0);
  });

  it("ignores columns it does not know", () => {
    expect([...matchHeaders(["Charged", "Name", "Received"]).entries()]).toEqual([["name", 1]]);
  });
});

describe("checkStudentSheet", () => {
  it("reads a full English row, normalising phone, date and amount", () => {
    const result = checkStudentSheet([
      ENGLISH,
      ["  Aarav Sharma ", "Suresh", "Sunita", "15/04/2010", 7, "+91 98765 43210", "Dumra", "₹1,500.50"],
    ]);
    expect(result).toEqual({
      rows: 1,
      issues: [],
      students: [
        {
          name: "Aarav Sharma",
          fatherName: "Suresh",
          motherName: "Sunita",
          dateOfBirth: "2010-04-15",
          rollNumber: "7",
          phoneNumber: "9876543210",
          address: "Dumra",
          openingBalance: 1500.5,
        },
      ],
    });
  });

  it("normalises phones written with +91, 0, 0091, spaces or dashes, and number cells", () => {
    const phones = ["+919876543210", "09876543210", "0091 98765 43210", "98765-43210", 9876543210, " 98 76 54 32 10 "];
    const result = checkStudentSheet([["Name", "Phone"], ...phones.map((phone) => ["A", phone])]);
    expect(result.issues).toEqual([]);
    expect(result.students.map((s) => s.phoneNumber)).toEqual(phones.map(() => "9876543210"));
  });

  it("keeps Hindi names and reads Hindi headers", () => {
    const result = checkStudentSheet([
      HINDI,
      ["आरव शर्मा", "सुरेश शर्मा", "सुनीता", "2010-04-15", "12", "9876543210", "डुमरा, सीतामढ़ी", ""],
    ]);
    expect(result.issues).toEqual([]);
    expect(result.students[0]).toMatchObject({
      name: "आरव शर्मा",
      fatherName: "सुरेश शर्मा",
      address: "डुमरा, सीतामढ़ी",
      openingBalance: 0,
    });
  });

  it("lists each bad field with its spreadsheet row number, skipping blank rows but keeping their numbers", () => {
    const result = checkStudentSheet([
      ["Name", "Phone", "Date of Birth", "Opening Balance"],
      ["Good", "9876543210", "", ""],
      ["", "", "", ""],
      ["", "12345", "31/02/2010", "abc"],
      ["Advance", "9876543210", "", "-250"],
    ]);
    expect(result.rows).toBe(3);
    expect(result.students.map((s) => [s.name, s.openingBalance])).toEqual([
      ["Good", 0],
      ["Advance", -250],
    ]);
    // Each problem carries the bad value; a row without a name carries none.
    expect(result.issues).toEqual([
      { row: 4, field: "name", message: STUDENT_NAME_REQUIRED_MESSAGE },
      { row: 4, field: "dateOfBirth", message: DATE_MESSAGE, value: "31/02/2010" },
      { row: 4, field: "phoneNumber", message: PHONE_NUMBER_MESSAGE, value: "12345" },
      { row: 4, field: "openingBalance", message: "Write the amount in figures, e.g. 1500.", value: "abc" },
    ]);
  });

  it("checks the opening balance with the amount rules", () => {
    const result = checkStudentSheet([
      ["Name", "Phone", "Opening Balance"],
      ["A", "9876543210", "10.555"],
      ["B", "9876543210", 20_000_000],
    ]);
    expect(result.issues.map((issue) => issue.message)).toEqual([
      "Amount can have at most 2 decimal places.",
      "Amount must be at most ₹1,00,00,000.",
    ]);
  });

  it("refuses control characters and drops bidi controls by the API's own text rule", () => {
    const result = checkStudentSheet([
      ["Name", "Father Name", "Phone", "Address"],
      ["Ravi\u007f", "Mohan", "9876543210", ""],
      ["Sita", "\u001b[31mRam", "9876543210", ""],
      ["\u202e=1+1\u202egnp", "Hari\u2066", "9876543210", "House 4,\r\nDumra"],
    ]);
    expect(result.issues).toEqual([
      { row: 2, field: "name", message: CONTROL_CHARACTERS_MESSAGE, name: "Ravi\u007f", value: "Ravi\u007f" },
      { row: 3, field: "fatherName", message: CONTROL_CHARACTERS_MESSAGE, name: "Sita", value: "\u001b[31mRam" },
    ]);
    expect(result.students).toMatchObject([{ name: "=1+1gnp", fatherName: "Hari", address: "House 4,\r\nDumra" }]);
  });

  it("names the student and the bad value of each problem, and asks for a word in the amount column in figures", () => {
    const result = checkStudentSheet([
      ["Name", "Phone", "Opening Balance"],
      ["Priya Verma", "98765", "paid"],
      ["सोनी पासवान", "9876543210", "पाँच सौ"],
    ]);
    expect(result.issues).toEqual([
      { row: 2, field: "phoneNumber", message: PHONE_NUMBER_MESSAGE, name: "Priya Verma", value: "98765" },
      { row: 2, field: "openingBalance", message: AMOUNT_IN_FIGURES_MESSAGE, name: "Priya Verma", value: "paid" },
      { row: 3, field: "openingBalance", message: AMOUNT_IN_FIGURES_MESSAGE, name: "सोनी पासवान", value: "पाँच सौ" },
    ]);
    expect(AMOUNT_IN_FIGURES_MESSAGE).toBe("Write the amount in figures, e.g. 1500.");
  });

  it("flags a roll number used twice in the file (every such row) or already by a student of the ledger", () => {
    const result = checkStudentSheet(
      [
        ["Name", "Phone", "Roll Number"],
        ["Aarav", "9876543210", "7"],
        ["Kabir", "9876543210", 7],
        ["Priya", "9876543210", " a-3 "],
        ["Sita", "9876543210", "8"],
        ["Ravi", "9876543210", ""],
        ["Mohan", "9876543210", ""],
      ],
      new Set([rollNumberKey("A-3")]),
    );
    expect(result.issues).toEqual([
      { row: 2, field: "rollNumber", message: ROLL_NUMBER_REPEATED_MESSAGE, name: "Aarav", value: "7" },
      { row: 3, field: "rollNumber", message: ROLL_NUMBER_REPEATED_MESSAGE, name: "Kabir", value: "7" },
      { row: 4, field: "rollNumber", message: ROLL_NUMBER_TAKEN_MESSAGE, name: "Priya", value: "a-3" },
    ]);
    // Blank roll numbers repeat freely; the rest are ready.
    expect(result.students.map((s) => s.name)).toEqual(["Sita", "Ravi", "Mohan"]);
  });

  it("names a missing Name or Phone column once, at the header row", () => {
    const result = checkStudentSheet([
      ["Student", "Mobile"],
      ["A", "9876543210"],
    ]);
    expect(result.rows).toBe(1);
    expect(result.students).toEqual([]);
    expect(result.issues).toEqual([{ row: 1, field: "name", message: `No “Name” column. ${REQUIRED_MESSAGE}` }]);
  });
});
