import { describe, expect, it } from "vitest";
import { schoolDetailsSchema, updateSchoolBodySchema } from "@/shared/api/school";
import { studentFieldsSchema } from "@/shared/api/student";
import { ledgerFieldsSchema } from "@/shared/api/ledger";
import { addTransactionBodySchema } from "@/shared/api/transaction";
import { requiredFieldsOf } from "./form-field-props";

describe("requiredFieldsOf", () => {
  it("finds the fields a schema refuses to leave empty, and only those", () => {
    expect([...requiredFieldsOf(schoolDetailsSchema)].sort()).toEqual([
      "address",
      "contactNumber",
      "directorName",
      "schoolName",
    ]);
    // The UPI ID and the due days are optional on the profile.
    expect([...requiredFieldsOf(updateSchoolBodySchema)].sort()).toEqual([
      "address",
      "contactNumber",
      "directorName",
      "schoolName",
    ]);
    expect([...requiredFieldsOf(ledgerFieldsSchema)].sort()).toEqual(["className", "ledgerName", "sessionYear"]);
    // Only the name and the phone: the other student fields default to "".
    expect([...requiredFieldsOf(studentFieldsSchema)].sort()).toEqual(["name", "phoneNumber"]);
    // The type defaults to Received on the API; the description may be left empty.
    expect([...requiredFieldsOf(addTransactionBodySchema)].sort()).toEqual([
      "amount",
      "studentOwnerId",
      "transactionDate",
    ]);
  });
});
