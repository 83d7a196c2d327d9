// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { BankCredit, BankStatementReview } from "@/shared/api/bank-statement";
import { mockApi, ok } from "../../../components/testing/mock-api";
import { renderPage } from "../../../components/testing/render-page";
import { i18next } from "../../../lib/i18n";
import { BankStatementButton } from "./bank-statement-button";

const credit = (amount: number, match: Partial<BankCredit["match"]>, extra: Partial<BankCredit> = {}): BankCredit => ({
  date: "2025-11-20",
  amount,
  reference: `REF${amount}`,
  narration: `UPI credit ${amount}`,
  duplicate: false,
  match: { kind: "none", phone: null, students: [], candidates: [], ...match },
  ...extra,
});

const review: BankStatementReview = {
  headers: ["Date", "Narration", "Chq./Ref.No.", "Deposit Amt."],
  columns: { date: "Date", amount: "Deposit Amt.", narration: "Narration", reference: "Chq./Ref.No." },
  credits: [
    credit(3500, {
      kind: "claim",
      phone: "9810000001",
      students: [
        { studentId: "s-1a", name: "Aarav", ledgerName: "Class 3", amount: 2000 },
        { studentId: "s-1b", name: "Priya", ledgerName: "Class 5", amount: 1500 },
      ],
    }),
    credit(1600, {
      kind: "reference",
      phone: "9810000004",
      students: [{ studentId: "s-4", name: "Kabir", ledgerName: "Class 4", amount: 1600 }],
    }),
    credit(1000, {
      candidates: [
        { phone: "9810000005", names: ["Meera"], total: 1000 },
        { phone: "9810000006", names: ["Rohan"], total: 1000 },
      ],
    }),
    credit(999, {}),
    credit(1800, { kind: "claim", phone: "9810000002", students: [] }, { duplicate: true }),
  ],
};

afterEach(async () => {
  await i18next.changeLanguage("en");
});

describe("Match bank statement", () => {
  it("reviews the statement, takes the director's pick for an uncertain credit and records the payments", async () => {
    const api = mockApi({
      "POST /bank-statements": () => ok(review),
      "POST /bank-statements/confirm": () => ok({ recorded: 3, skippedDuplicates: 0, receipts: 4 }),
    });
    renderPage(<BankStatementButton />);
    await userEvent.click(screen.getByRole("button", { name: "Match bank statement" }));
    const dialog = await screen.findByRole("dialog", { name: "Match the bank statement" });
    const file = new File(["Date,Narration\n"], "statement.csv", { type: "text/csv" });
    await userEvent.upload(within(dialog).getByLabelText("Statement file"), file);

    const matched = await within(dialog).findByRole("region", { name: "Matched (2)" });
    expect(
      within(matched).getByText("Parent's claim: Aarav (Class 3) ₹2,000, Priya (Class 5) ₹1,500"),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("region", { name: "Not matched (1)" })).toHaveTextContent("₹999");
    expect(within(dialog).getByRole("region", { name: "Recorded before (1)" })).toHaveTextContent("₹1,800");
    expect(api.calls.find((c) => c.path === "/bank-statements")!.method).toBe("POST");
    expect(api.fetchMock.mock.calls.map(([input]) => String(input))).toContain("/api/v1/bank-statements?dryRun=true");
    // Nothing is recorded before the director presses the button.
    expect(api.calls.some((c) => c.path === "/bank-statements/confirm")).toBe(false);

    const uncertain = within(dialog).getByRole("region", { name: "Uncertain: pick the family (1)" });
    await userEvent.selectOptions(within(uncertain).getByRole("combobox", { name: "Family" }), "9810000006");
    await userEvent.click(within(dialog).getByRole("button", { name: "Record 3 payments" }));
    expect(await within(dialog).findByRole("status")).toHaveTextContent("3 payments recorded with their receipts.");
    expect(api.calls.find((c) => c.path === "/bank-statements/confirm")!.body).toEqual({
      credits: [
        {
          date: "2025-11-20",
          amount: 3500,
          reference: "REF3500",
          narration: "UPI credit 3500",
          phone: "9810000001",
          students: [
            { studentId: "s-1a", amount: 2000 },
            { studentId: "s-1b", amount: 1500 },
          ],
        },
        {
          date: "2025-11-20",
          amount: 1600,
          reference: "REF1600",
          narration: "UPI credit 1600",
          phone: "9810000004",
          students: [{ studentId: "s-4", amount: 1600 }],
        },
        { date: "2025-11-20", amount: 1000, reference: "REF1000", narration: "UPI credit 1000", phone: "9810000006" },
      ],
    });
  });

  it("speaks Hindi and sends the director's column choice with the file again", async () => {
    await i18next.changeLanguage("hi");
    const api = mockApi({ "POST /bank-statements": () => ok(review) });
    renderPage(<BankStatementButton />);
    await userEvent.click(screen.getByRole("button", { name: "बैंक स्टेटमेंट मिलाएँ" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.upload(within(dialog).getByLabelText("स्टेटमेंट फ़ाइल"), new File(["x"], "s.csv"));
    expect(await within(dialog).findByRole("button", { name: "2 भुगतान दर्ज करें" })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByText("इस्तेमाल किए गए कॉलम"));
    await userEvent.selectOptions(within(dialog).getByRole("combobox", { name: "विवरण" }), "Chq./Ref.No.");
    const uploads = api.fetchMock.mock.calls.filter(([input]) => String(input).includes("/bank-statements"));
    expect(uploads).toHaveLength(2);
    const form = uploads[1]![1]!.body as FormData;
    expect(JSON.parse(String(form.get("columns")))).toEqual({ narration: "Chq./Ref.No." });
    expect(form.get("file")).toBeInstanceOf(File);
  });
});
