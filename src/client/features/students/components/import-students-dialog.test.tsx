// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { ImportPreview } from "@/shared/api/ledger-transfer";
import { AMOUNT_IN_FIGURES_MESSAGE, PHONE_NUMBER_MESSAGE, ROLL_NUMBER_TAKEN_MESSAGE } from "@/shared/rules/messages";
import { mockApi, ok } from "../../../components/testing/mock-api";
import { renderPage } from "../../../components/testing/render-page";
import { i18next } from "../../../lib/i18n";
import { ImportStudentsDialog } from "./import-students-dialog";

const preview: ImportPreview = {
  rows: 40,
  valid: 36,
  issues: [
    { row: 3, field: "phoneNumber", message: PHONE_NUMBER_MESSAGE, name: "प्रिया वर्मा", value: "98765" },
    { row: 3, field: "openingBalance", message: AMOUNT_IN_FIGURES_MESSAGE, name: "प्रिया वर्मा", value: "पाँच सौ" },
    { row: 7, field: "rollNumber", message: ROLL_NUMBER_TAKEN_MESSAGE, name: "Kabir Khan", value: "12" },
    { row: 9, field: "name", message: "Enter the student's name." },
    { row: 12, field: "openingBalance", message: AMOUNT_IN_FIGURES_MESSAGE, name: "Sita", value: "paid" },
  ],
};

describe("Import students: a file with problems", () => {
  afterEach(() => void i18next.changeLanguage("en"));

  it("in Hindi: says how many rows to fix instead of a greyed-out import, names each student and bad value, and offers the Hindi template", async () => {
    await i18next.changeLanguage("hi");
    mockApi({ "POST /ledger/ledger-1/import": () => ok(preview) });
    renderPage(<ImportStudentsDialog schoolId="school-1" ledgerId="ledger-1" open onOpenChange={() => undefined} />);
    expect(screen.getByRole("link", { name: "नमूना फ़ाइल डाउनलोड करें" })).toHaveAttribute(
      "href",
      "/api/v1/import-template.xlsx?language=hi",
    );
    await userEvent.upload(screen.getByLabelText("Excel या CSV फ़ाइल"), new File(["x"], "students.csv"));
    // Four rows (3, 7, 9, 12), not five problems.
    expect(await screen.findByRole("button", { name: "पहले 4 पंक्तियाँ ठीक करें" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: /आयात करें$/ })).not.toBeInTheDocument();
    const rows = within(screen.getByRole("table")).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      "3प्रिया वर्माफ़ोन“98765”फ़ोन नंबर 10 अंकों का होना चाहिए!",
      "3प्रिया वर्माप्रारंभिक शेष“पाँच सौ”राशि अंकों में लिखें, जैसे 1500।",
      "7Kabir Khanअनुक्रमांक“12”इस खाते के एक छात्र का यही अनुक्रमांक पहले से है।",
      "9—नामछात्र का नाम लिखें।",
      "12Sitaप्रारंभिक शेष“paid”राशि अंकों में लिखें, जैसे 1500।",
    ]);
  });

  it("in English: 'Fix 1 row first', and the English template", async () => {
    mockApi({ "POST /ledger/ledger-1/import": () => ok({ rows: 2, valid: 1, issues: preview.issues.slice(4) }) });
    renderPage(<ImportStudentsDialog schoolId="school-1" ledgerId="ledger-1" open onOpenChange={() => undefined} />);
    expect(screen.getByRole("link", { name: "Download template" })).toHaveAttribute(
      "href",
      "/api/v1/import-template.xlsx?language=en",
    );
    await userEvent.upload(screen.getByLabelText("Excel or CSV file"), new File(["x"], "students.csv"));
    expect(await screen.findByRole("button", { name: "Fix 1 row first" })).toBeDisabled();
    expect(screen.getByRole("row", { name: /Sita/ })).toHaveTextContent("Write the amount in figures, e.g. 1500.");
  });
});
