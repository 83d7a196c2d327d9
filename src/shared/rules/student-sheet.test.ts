import { describe, expect, it } from "vitest";
import {
  CONTROL_CHARACTERS_MESSAGE,
  DATE_MESSAGE,
  PHONE_NUMBER_MESSAGE,
  REQUIRED_MESSAGE,
  STUDENT_NAME_REQUIRED_MESSAGE,
} from "./messages";
import { checkStudentSheet, matchHeaders, STUDENT_SHEET_COLUMNS } from "./student-sheet";

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
    expect(result.issues).toEqual([
      { row: 4, field: "name", message: STUDENT_NAME_REQUIRED_MESSAGE },
      { row: 4, field: "dateOfBirth", message: DATE_MESSAGE },
      { row: 4, field: "phoneNumber", message: PHONE_NUMBER_MESSAGE },
      { row: 4, field: "openingBalance", message: "Please enter an amount." },
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
      { row: 2, field: "name", message: CONTROL_CHARACTERS_MESSAGE },
      { row: 3, field: "fatherName", message: CONTROL_CHARACTERS_MESSAGE },
    ]);
    expect(result.students).toMatchObject([{ name: "=1+1gnp", fatherName: "Hari", address: "House 4,\r\nDumra" }]);
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
