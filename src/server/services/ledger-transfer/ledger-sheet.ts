import { paiseToRupees } from "../../../shared/money";
import type { StudentBalance } from "./list-student-balances";

/**
 * The columns of a ledger export: the import's own headers (so an export imports back as it is;
 * "Outstanding" is read as the opening balance) and the money columns, in rupees.
 */
export const LEDGER_SHEET_HEADERS = [
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
] as const;

/** "2010-04-15" → "15/04/2010", the way Indian offices write dates. */
export function dayFirst(date: string): string {
  return date ? `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}` : "";
}

export function ledgerSheetRow(student: StudentBalance): (string | number)[] {
  return [
    student.rollNumber,
    student.name,
    student.fatherName,
    student.motherName,
    dayFirst(student.dateOfBirth),
    student.phoneNumber,
    student.address,
    paiseToRupees(student.chargedPaise),
    paiseToRupees(student.receivedPaise),
    paiseToRupees(student.chargedPaise - student.receivedPaise),
  ];
}
