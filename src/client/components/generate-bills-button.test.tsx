// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sampleSlip } from "@/documents/demand-slips/bills-fixtures";
import { i18next } from "../lib/i18n";
import { GenerateBillsButton } from "./generate-bills-button";
import { fakeLedger, fakeSchool, mockApi, ok } from "./testing/mock-api";
import { renderPage } from "./testing/render-page";

vi.mock("@/client/lib/session/use-current-user", () => import("./testing/fake-current-user"));
// jsdom has no Web Worker; the worker itself is covered by the PDF tests and the Playwright journey.
const runBillsWorker = vi.hoisted(() => vi.fn());
vi.mock("@/client/lib/demand-slips/run-bills-worker", () => ({ runBillsWorker }));
const downloadFile = vi.hoisted(() => vi.fn());
vi.mock("@/client/lib/print/download-file", () => ({ downloadFile }));

const PDF = new Uint8Array([37, 80, 68, 70]);
const owing = sampleSlip({
  studentName: "Aarav Sharma",
  slipNo: "251122-0001",
  feesDetails: [{ particular: "Tuition", amount: 1500 }],
  totalMoneyReceive: 500,
});
const paidUp = sampleSlip({
  studentId: "student-2",
  studentName: "Priya Verma",
  slipNo: "251122-0002",
  feesDetails: [{ particular: "Tuition", amount: 1500 }],
  totalMoneyReceive: 1500,
});
const noFees = sampleSlip({
  studentId: "student-3",
  studentName: "Rohan Das",
  slipNo: "251122-0003",
  feesDetails: [],
  totalMoneyReceive: 0,
});
const ledgerPath = "GET /student/ledger/transaction/ledger-1";
const ledgersPath = `GET /ledger/${fakeSchool._id}`;
/** The school's ledger list, whose counts the option shows (the slips themselves are fetched on the click). */
const ledgers = (...counts: [studentCount: number, owingCount: number][]) =>
  ok(
    counts.map(([studentCount, owingCount], index) =>
      fakeLedger({ _id: `ledger-${index + 1}`, studentCount, owingCount }),
    ),
  );
const sentSlips = () => (runBillsWorker.mock.calls[0]![0] as { data: { slips: unknown[] } }).data.slips;

beforeEach(() => {
  runBillsWorker.mockReset().mockResolvedValue(PDF);
  downloadFile.mockReset();
});
afterEach(async () => {
  await i18next.changeLanguage("en");
});

describe("GenerateBillsButton", () => {
  it("saves one student's slip as Slip-<name>-<slipNo>.pdf and says so in a toast", async () => {
    mockApi({ "GET /student/student/transaction/student-1": () => ok([owing]) });
    const user = userEvent.setup();
    renderPage(<GenerateBillsButton scope={{ kind: "student", studentId: "student-1" }} label="Demand Slip" />);
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument(); // one student: nothing to leave out
    await user.click(screen.getByRole("button", { name: "Demand Slip" }));
    await waitFor(() =>
      expect(downloadFile).toHaveBeenCalledWith(PDF, "Slip-Aarav-Sharma-251122-0001.pdf", "application/pdf"),
    );
    expect(await screen.findByText("Saved Slip-Aarav-Sharma-251122-0001.pdf")).toBeInTheDocument();
  });

  it("a ledger's bills leave out ₹0.00 slips by default, count them before printing and keep Bills.pdf with a toast", async () => {
    const { calls } = mockApi({
      [ledgerPath]: () => ok([owing, paidUp, noFees]),
      [ledgersPath]: () => ledgers([3, 1], [40, 25]),
    });
    const user = userEvent.setup();
    renderPage(<GenerateBillsButton scope={{ kind: "ledger", ledgerId: "ledger-1" }} label="Generate Bills" />);
    expect(screen.getByRole("checkbox", { name: "Only students who owe" })).toBeChecked();
    expect(await screen.findByText("Print 1 slip (students who owe)")).toBeInTheDocument();
    // The count comes from the ledger list: no slip is fetched before the click.
    expect(calls.map((call) => call.path)).not.toContain("/student/ledger/transaction/ledger-1");

    await user.click(screen.getByRole("button", { name: "Generate Bills" }));
    await waitFor(() => expect(downloadFile).toHaveBeenCalledWith(PDF, "Bills.pdf", "application/pdf"));
    expect(sentSlips()).toEqual([owing]);
    expect(await screen.findByText("Saved Bills.pdf")).toBeInTheDocument();
  });

  it("counts the school's slips over every ledger", async () => {
    mockApi({ [ledgersPath]: () => ledgers([3, 1], [40, 25]) });
    const user = userEvent.setup();
    renderPage(<GenerateBillsButton scope={{ kind: "school", schoolId: fakeSchool._id }} label="Generate All Bills" />);
    expect(await screen.findByText("Print 26 slips (students who owe)")).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "Only students who owe" }));
    expect(screen.getByText("Print 43 slips (all students)")).toBeInTheDocument();
  });

  it("untick prints every slip, ₹0.00 ones included", async () => {
    mockApi({ [ledgerPath]: () => ok([owing, paidUp, noFees]), [ledgersPath]: () => ledgers([3, 1]) });
    const user = userEvent.setup();
    renderPage(<GenerateBillsButton scope={{ kind: "ledger", ledgerId: "ledger-1" }} label="Generate Bills" />);
    await user.click(screen.getByRole("checkbox", { name: "Only students who owe" }));
    expect(await screen.findByText("Print 3 slips (all students)")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Generate Bills" }));
    await waitFor(() => expect(runBillsWorker).toHaveBeenCalledOnce());
    expect(sentSlips()).toEqual([owing, paidUp, noFees]);
  });

  it("says nobody owes instead of printing an empty file", async () => {
    mockApi({ [ledgerPath]: () => ok([paidUp, noFees]), [ledgersPath]: () => ledgers([2, 0]) });
    const user = userEvent.setup();
    renderPage(<GenerateBillsButton scope={{ kind: "ledger", ledgerId: "ledger-1" }} label="Generate Bills" />);
    expect(await screen.findByText("Print 0 slips (students who owe)")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Generate Bills" }));
    expect(await screen.findByText("No student owes money: there is no slip to print.")).toBeInTheDocument();
    expect(runBillsWorker).not.toHaveBeenCalled();
    expect(downloadFile).not.toHaveBeenCalled();
  });

  it("speaks Hindi: the option, the count and the toast", async () => {
    await i18next.changeLanguage("hi");
    mockApi({ [ledgerPath]: () => ok([owing, paidUp]), [ledgersPath]: () => ledgers([2, 1]) });
    const user = userEvent.setup();
    renderPage(<GenerateBillsButton scope={{ kind: "ledger", ledgerId: "ledger-1" }} label="बिल बनाएँ" />);
    expect(screen.getByRole("checkbox", { name: "केवल बकाया वाले छात्र" })).toBeChecked();
    expect(await screen.findByText("1 पर्ची प्रिंट होगी (जिन पर बकाया है)")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "बिल बनाएँ" }));
    expect(await screen.findByText("Bills.pdf सहेजी गई")).toBeInTheDocument();
  });
});
