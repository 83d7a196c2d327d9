// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sampleSlip } from "@/documents/demand-slips/bills-fixtures";
import { deferred, fail, fakeLedger, fakeSchool, mockApi, ok } from "../../components/testing/mock-api";
import { renderPage } from "../../components/testing/render-page";
import { i18next } from "../../lib/i18n";
import DemandSlipPage from "./demand-slip-page";

vi.mock("@/client/lib/session/use-current-user", () => import("../../components/testing/fake-current-user"));
// jsdom has no Web Worker; the worker itself is covered by the PDF tests and the Playwright journey.
const runBillsWorker = vi.hoisted(() => vi.fn());
vi.mock("@/client/lib/demand-slips/run-bills-worker", () => ({ runBillsWorker }));
const downloadFile = vi.hoisted(() => vi.fn());
vi.mock("@/client/lib/print/download-file", () => ({ downloadFile }));

const aarav = sampleSlip({
  feesDetails: [
    { particular: "Tuition Fee", amount: 1500 },
    { particular: "Transport", amount: 750.5 },
  ],
  totalMoneyReceive: 1000,
});
const kavya = sampleSlip({
  slipNo: "251122-0002",
  studentId: "student-2",
  studentName: "काव्या मिश्रा",
  fatherName: "रमेश मिश्रा",
  rollNumber: "2",
  feesDetails: [{ particular: "Annual", amount: 120000 }],
  totalMoneyReceive: 0,
});
const listPath = `GET /student/school/transaction/${fakeSchool._id}`;
const PDF = new Uint8Array([37, 80, 68, 70]);

beforeEach(() => {
  runBillsWorker.mockReset();
  downloadFile.mockReset();
});
afterEach(async () => {
  await i18next.changeLanguage("en");
});

describe("Demand slip page", () => {
  it("shows a spinner, then every slip as a row: slip no., student, class/roll and rupee amounts", async () => {
    const list = deferred();
    mockApi({ [listPath]: () => list.promise });
    renderPage(<DemandSlipPage />);
    expect(await screen.findByRole("status")).toBeInTheDocument();
    list.release(ok([aarav, kavya]));

    const table = await screen.findByRole("table", { name: "Demand slips" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent);
    expect(cells(rows[0]!)).toEqual([
      "251122-0001",
      "Aarav SharmaFather: Rakesh Sharma",
      "10 / 1",
      "₹2,250.50",
      "₹1,000",
      "₹1,250.50",
      "", // the row's actions: icons with names
    ]);
    expect(cells(rows[1]!)).toEqual([
      "251122-0002",
      "काव्या मिश्राFather: रमेश मिश्रा",
      "10 / 2",
      "₹1,20,000",
      "₹0",
      "₹1,20,000",
      "",
    ]);
    expect(screen.getByText("2 slips · balance ₹1,21,250.50")).toBeInTheDocument();
    expect(screen.queryByText(/"slipNo"/)).not.toBeInTheDocument(); // a table, not raw JSON
  });

  it("says so when there are no slips yet", async () => {
    mockApi({ [listPath]: () => ok([]) });
    renderPage(<DemandSlipPage />);
    expect(await screen.findByText("No slips yet")).toBeInTheDocument();
  });

  it("shows a failed load with a way to try again", async () => {
    let calls = 0;
    mockApi({ [listPath]: () => (++calls === 1 ? fail(500, "INTERNAL_ERROR", "Database is down") : ok([aarav])) });
    const user = userEvent.setup();
    renderPage(<DemandSlipPage />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not load this list: Database is down");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table", { name: "Demand slips" })).toBeInTheDocument();
  });

  it("Print fetches the school's slips again, prints them in the worker with progress and saves Bills.pdf", async () => {
    const { calls } = mockApi({ [listPath]: () => ok([aarav, kavya]) });
    let report!: (fraction: number) => void;
    let finish!: (bytes: Uint8Array) => void;
    runBillsWorker.mockImplementation((_request, onProgress: (fraction: number) => void) => {
      report = onProgress;
      return new Promise<Uint8Array>((resolve) => (finish = resolve));
    });
    const user = userEvent.setup();
    renderPage(<DemandSlipPage />);
    await screen.findByRole("table", { name: "Demand slips" });
    await user.click(screen.getByRole("button", { name: "Print" }));

    await waitFor(() => expect(runBillsWorker).toHaveBeenCalledOnce());
    expect(calls.filter((call) => call.path === `/student/school/transaction/${fakeSchool._id}`)).toHaveLength(2);
    expect(runBillsWorker.mock.calls[0]![0]).toEqual({
      language: "en",
      data: {
        school: {
          name: fakeSchool.schoolName,
          address: fakeSchool.address,
          contactNumber: fakeSchool.contactNumber,
          upiVpa: fakeSchool.upiVpa,
        },
        slips: [aarav, kavya],
      },
    });
    report(0.4);
    const button = await screen.findByRole("button", { name: "Generating... 40%" });
    expect(button).toBeDisabled();
    expect(screen.getByRole("progressbar", { name: "Generating Bills.pdf" })).toHaveAttribute("aria-valuenow", "40");

    finish(PDF);
    await waitFor(() => expect(downloadFile).toHaveBeenCalledWith(PDF, "Bills.pdf", "application/pdf"));
    expect(await screen.findByText("Saved Bills.pdf")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Print" })).toBeEnabled();
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("prints only the students who owe by default and shows the count before printing", async () => {
    const paidUp = sampleSlip({
      slipNo: "251122-0003",
      studentId: "student-3",
      studentName: "Priya Verma",
      feesDetails: [{ particular: "Tuition Fee", amount: 500 }],
      totalMoneyReceive: 500,
    });
    // The count comes from the ledger list, which agrees with the slips: three students, two owe.
    mockApi({
      [listPath]: () => ok([aarav, paidUp, kavya]),
      [`GET /ledger/${fakeSchool._id}`]: () => ok([fakeLedger({ studentCount: 3, owingCount: 2 })]),
    });
    runBillsWorker.mockResolvedValue(PDF);
    const user = userEvent.setup();
    renderPage(<DemandSlipPage />);
    expect(await screen.findByText("Print 2 slips (students who owe)")).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Only students who owe" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Print" }));
    await waitFor(() => expect(downloadFile).toHaveBeenCalledWith(PDF, "Bills.pdf", "application/pdf"));
    expect(runBillsWorker.mock.calls[0]![0]).toMatchObject({ data: { slips: [aarav, kavya] } });

    await user.click(screen.getByRole("checkbox", { name: "Only students who owe" }));
    expect(screen.getByText("Print 3 slips (all students)")).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Print" }));
    await waitFor(() => expect(runBillsWorker).toHaveBeenCalledTimes(2));
    expect(runBillsWorker.mock.calls[1]![0]).toMatchObject({ data: { slips: [aarav, paidUp, kavya] } });
  });

  it("saves one student's slip from their row, and leads to their transactions from its menu", async () => {
    const { calls } = mockApi({
      [listPath]: () => ok([aarav, kavya]),
      "GET /student/student/transaction/student-2": () => ok([kavya]),
    });
    runBillsWorker.mockResolvedValue(PDF);
    const user = userEvent.setup();
    renderPage(<DemandSlipPage />);
    await screen.findByRole("table", { name: "Demand slips" });
    await user.click(screen.getByRole("button", { name: "Save the slip of काव्या मिश्रा" }));
    await waitFor(() =>
      expect(downloadFile).toHaveBeenCalledWith(PDF, "Slip-काव्या-मिश्रा-251122-0002.pdf", "application/pdf"),
    );
    expect(calls.some((call) => call.path === "/student/student/transaction/student-2")).toBe(true);
    expect(runBillsWorker.mock.calls[0]![0]).toMatchObject({ data: { slips: [kavya] } });

    const row = screen.getByText("Aarav Sharma").closest("tr")!;
    expect(within(row).getByRole("link", { name: "Transactions of Aarav Sharma" })).toHaveAttribute(
      "href",
      "/TransactionManager/student-1",
    );
    await user.click(within(row).getByRole("button", { name: "More actions for Aarav Sharma" }));
    expect(await screen.findByRole("menuitem", { name: "Transactions" })).toHaveAttribute(
      "href",
      "/TransactionManager/student-1",
    );
  });

  it("says 'No students to bill.' instead of saving an empty PDF", async () => {
    mockApi({ [listPath]: () => ok([]) });
    const user = userEvent.setup();
    renderPage(<DemandSlipPage />);
    await screen.findByText("No slips yet");
    await user.click(screen.getByRole("button", { name: "Print" }));
    expect(await screen.findByText("No students to bill.")).toBeInTheDocument();
    expect(runBillsWorker).not.toHaveBeenCalled();
    expect(downloadFile).not.toHaveBeenCalled();
  });

  it("shows a failure to print as a toast and saves nothing", async () => {
    mockApi({ [listPath]: () => ok([aarav]) });
    runBillsWorker.mockRejectedValue(new Error("Out of memory"));
    const user = userEvent.setup();
    renderPage(<DemandSlipPage />);
    await screen.findByRole("table", { name: "Demand slips" });
    await user.click(screen.getByRole("button", { name: "Print" }));
    expect(await screen.findByText("Could not make Bills.pdf: Out of memory")).toBeInTheDocument();
    expect(downloadFile).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Print" })).toBeEnabled();
  });

  it("speaks Hindi and prints Hindi slips", async () => {
    await i18next.changeLanguage("hi");
    mockApi({ [listPath]: () => ok([aarav]) });
    runBillsWorker.mockResolvedValue(PDF);
    const user = userEvent.setup();
    renderPage(<DemandSlipPage />);
    expect(await screen.findByRole("heading", { name: "मांग पर्चियाँ" })).toBeInTheDocument();
    expect(await screen.findByRole("columnheader", { name: "शेष" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "प्रिंट करें" }));
    await waitFor(() => expect(runBillsWorker).toHaveBeenCalledOnce());
    expect(runBillsWorker.mock.calls[0]![0]).toMatchObject({ language: "hi" });
  });
});
