// @vitest-environment jsdom
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { toast } from "sonner";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Ledger } from "@/shared/api/ledger";
import type { Student } from "@/shared/api/student";
import type { Transaction } from "@/shared/api/transaction";
import { AMOUNT_REQUIRED_MESSAGE } from "@/shared/rules/messages";
import { SYSTEM_TEXT_CODES, systemText } from "@/shared/rules/system-texts";
import { todayInIndia } from "@/shared/rules/calendar-date";
import { deferred, fail, fakeSchool, mockApi, ok, type MockResponse } from "../../components/testing/mock-api";
import { renderPage } from "../../components/testing/render-page";
import { UNDO_WINDOW_MS } from "./api/use-delete-transaction";
import { printReceipt } from "./receipt/print-receipt";
import TransactionPage from "./transaction-page";

// The page's dialogs load once it is idle (lazyDialog); compiled here first, as a browser has them
// cached, so a test's waits do not include compiling them on a loaded machine.
beforeAll(() =>
  Promise.all([
    import("./components/transaction-form-dialog"),
    import("./components/refund-dialog"),
    import("./components/cancel-receipt-dialog"),
  ]),
);

vi.mock("@/client/lib/session/use-current-user", () => import("../../components/testing/fake-current-user"));
// Drawing the PDF is the documents' tests' work; here, which receipt is asked for, with what.
vi.mock("./receipt/print-receipt", async (original) => ({
  ...(await original<typeof import("./receipt/print-receipt")>()),
  printReceipt: vi.fn(async () => undefined),
}));

const ledger: Ledger = {
  _id: "ledger-1",
  ledgerName: "Morning Batch",
  className: "10",
  sessionYear: "2025-26",
  schoolOwnerId: fakeSchool._id,
  studentCount: 1,
  transactionCount: 3,
  outstanding: 0,
  collected: 0,
  owingCount: 0,
  createdAt: "2025-04-01T00:00:00.000Z",
  updatedAt: "2025-04-01T00:00:00.000Z",
};
const student: Student = {
  _id: "student-1",
  name: "Ravi Kumar",
  fatherName: "",
  motherName: "",
  dateOfBirth: "",
  rollNumber: "7",
  phoneNumber: "9876543210",
  address: "",
  ledgerOwnerId: ledger._id,
  schoolOwnerId: fakeSchool._id,
  transactionCount: 3,
  balance: 0,
  photoVersion: null,
};
const tx = (
  id: string,
  amount: number,
  transactionType: Transaction["transactionType"],
  transactionDate: string,
  description = "",
): Transaction => ({
  _id: id,
  studentOwnerId: student._id,
  amount,
  description,
  transactionType,
  transactionDate,
  createdAt: `${transactionDate}T10:00:00.000Z`,
  receiptNo: transactionType === "Credit" ? `2025-26/${id.padStart(4, "0")}` : null,
  paymentMode: null,
});

function transactionServer(
  initial: Transaction[],
  extra: Record<string, (request: { body: unknown }) => MockResponse | Promise<MockResponse>> = {},
) {
  const state = { transactions: [...initial] };
  const api = mockApi({
    [`GET /ledger/${fakeSchool._id}`]: () => ok([ledger]),
    "GET /student/student-1": () => ok(student),
    "GET /transactions/student/student-1": () => ok(state.transactions),
    ...extra,
  });
  return { ...api, state };
}

const renderTransactions = () =>
  renderPage(<TransactionPage />, { path: "/TransactionManager/:studentId", url: "/TransactionManager/student-1" });
const total = (id: "due" | "paid" | "balance") => screen.getByTestId(`total-${id}`);

afterEach(async () => {
  vi.useRealTimers();
  localStorage.clear();
  // Sonner keeps its toasts between tests; a later page would show an earlier test's receipt offer.
  toast.dismiss();
  await i18next.changeLanguage("en");
});

describe("Transactions", () => {
  it("adds up Total fees charged, Total Paid and Balance in rupees with Indian grouping", async () => {
    transactionServer([
      tx("t3", 60000, "Credit", "2025-06-10", "First instalment"),
      tx("t1", 100000, "Debit", "2025-04-01", "Annual fee"),
      tx("t2", 25000.5, "Debit", "2025-05-01", "Transport"),
    ]);
    renderTransactions();
    expect(await screen.findByText("First instalment")).toBeInTheDocument();
    expect(total("due")).toHaveTextContent("Total fees charged₹1,25,000.50");
    expect(total("paid")).toHaveTextContent("Total Paid₹60,000");
    expect(total("balance")).toHaveTextContent("Balance₹65,000.50");
    expect(total("balance")).toHaveTextContent("Still to pay");

    expect(screen.getByRole("heading", { name: "Student Transactions" })).toBeInTheDocument();
    expect(screen.getByText("Ravi Kumar")).toBeInTheDocument();
    expect(await screen.findByText(/Class 10 · Morning Batch/)).toBeInTheDocument();

    // Oldest first; Credit reads Received and Debit reads Dues; dates as dd Mon yyyy.
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows[0]).toHaveTextContent("Annual fee₹1,00,000Dues01 Apr 2025");
    expect(rows[2]).toHaveTextContent("First instalment₹60,000Received10 Jun 2025");
  });

  it("shows the initial course fee, stored as a code, in the reader's language", async () => {
    transactionServer([tx("t1", 12000, "Debit", "2025-04-01", SYSTEM_TEXT_CODES.initialCourseFee)]);
    renderTransactions();
    expect(await screen.findByText("Initial course fee")).toBeInTheDocument();
    await act(() => i18next.changeLanguage("hi"));
    expect(await screen.findByText("प्रारंभिक पाठ्यक्रम शुल्क")).toBeInTheDocument();
    expect(screen.queryByText(SYSTEM_TEXT_CODES.initialCourseFee)).not.toBeInTheDocument();
  });

  it("shows opening and carried balances, stored as codes with a parameter, in the reader's language", async () => {
    transactionServer([
      tx("t1", 300, "Debit", "2025-04-01", systemText("openingBalance")),
      tx("t2", 1200, "Credit", "2026-04-01", systemText("carriedTo", "Class 6 2026-27")),
    ]);
    renderTransactions();
    expect(await screen.findByText("Opening balance")).toBeInTheDocument();
    expect(screen.getByText("Carried to Class 6 2026-27")).toBeInTheDocument();
    await act(() => i18next.changeLanguage("hi"));
    expect(await screen.findByText("प्रारंभिक शेष")).toBeInTheDocument();
    expect(screen.getByText("Class 6 2026-27 में आगे ले जाया गया")).toBeInTheDocument();
  });

  it("shows an advance as money paid ahead, and an empty list plainly", async () => {
    transactionServer([tx("t1", 500, "Credit", "2025-04-01")]);
    renderTransactions();
    await waitFor(() => expect(total("balance")).toHaveTextContent("₹500Paid in advance"));
  });

  it("opens the dialog from 'Add New Transaction', asks Dues or Received first with no default, dates it today, and moves the totals at once", async () => {
    const post = deferred();
    const { calls, state } = transactionServer([tx("t1", 1000, "Debit", "2025-04-01", "April fee")], {
      "POST /transactions/add": () => post.promise,
    });
    const user = userEvent.setup();
    renderTransactions();
    expect(await screen.findByText("April fee")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add New Transaction" }));
    const dialog = await screen.findByRole("dialog", { name: "Add New Transaction" });
    // Type, amount and date are required; the type's group says so in its name, through its one "*".
    const types = within(dialog).getByRole("group", { name: "Transaction Type required" });
    expect(document.getElementById(types.getAttribute("aria-labelledby")!)).toHaveTextContent(/^Transaction Type \*$/);
    expect(within(types).getByRole("button", { name: "Dues" })).toHaveFocus();
    expect(within(dialog).getByLabelText("Amount (₹)")).toBeRequired();
    expect(within(dialog).getByLabelText("Transaction Date")).toBeRequired();
    expect(within(dialog).getByLabelText("Description")).not.toBeRequired();
    expect(within(types).getByRole("button", { name: "Dues" })).toHaveAttribute("aria-pressed", "false");
    expect(within(types).getByRole("button", { name: "Received" })).toHaveAttribute("aria-pressed", "false");
    expect(within(dialog).getByLabelText("Transaction Date")).toHaveValue(todayInIndia());

    await user.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findByText(AMOUNT_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(within(dialog).getByText("Choose Dues or Received.")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    await user.click(within(types).getByRole("button", { name: "Received" }));
    expect(within(types).getByRole("button", { name: "Received" })).toHaveAttribute("aria-pressed", "true");

    await user.type(within(dialog).getByLabelText("Amount (₹)"), "400");
    await user.type(within(dialog).getByLabelText("Description"), "Part payment");
    await user.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(within(dialog).getByRole("button", { name: "Saving..." })).toBeDisabled();
    await waitFor(() => expect(total("paid")).toHaveTextContent("₹400"));
    expect(total("balance")).toHaveTextContent("₹600");
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      amount: 400,
      description: "Part payment",
      transactionType: "Credit",
      transactionDate: todayInIndia(),
      studentOwnerId: "student-1",
      // Cash until another mode is used on this device.
      paymentMode: "cash",
    });

    const saved = tx("t2", 400, "Credit", todayInIndia(), "Part payment");
    state.transactions.push(saved);
    post.release(ok(saved));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(total("paid")).toHaveTextContent("₹400");
  });

  it("puts the payment mode beside the amount, remembers the last one, and offers the receipt in the saved toast", async () => {
    const { calls, state } = transactionServer([tx("t1", 1000, "Debit", "2025-04-01", "April fee")], {
      "POST /transactions/add": ({ body }) => {
        const fields = body as Pick<Transaction, "amount" | "description" | "paymentMode">;
        const saved = {
          ...tx(`t${state.transactions.length + 1}`, fields.amount, "Credit", todayInIndia()),
          ...fields,
        };
        state.transactions.push(saved);
        return ok(saved);
      },
    });
    const user = userEvent.setup();
    renderTransactions();
    await screen.findByText("April fee");
    const receive = async (amount: string, labels = { add: "Add New Transaction", received: "Received" }) => {
      await user.click(screen.getByRole("button", { name: labels.add }));
      const dialog = await screen.findByRole("dialog");
      // No mode before the type is chosen: Dues have none.
      expect(within(dialog).queryByRole("combobox")).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole("button", { name: labels.received }));
      const [amountBox] = within(dialog).getAllByRole("spinbutton");
      await user.type(amountBox!, amount);
      return dialog;
    };

    let dialog = await receive("400");
    const mode = within(dialog).getByLabelText("Payment mode");
    expect(mode).toHaveValue("cash");
    // Beside the amount: the two share one row, the amount first.
    const amountField = within(dialog).getByLabelText("Amount (₹)").closest("div")!.parentElement!;
    expect(amountField.contains(mode)).toBe(true);
    await user.selectOptions(mode, "upi");
    await user.click(within(dialog).getByRole("button", { name: "Add" }));
    // The open dialog hides the rest of the page from the accessibility tree until it closes.
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const offer = await screen.findByRole("button", { name: "Print / share receipt" });
    expect(screen.getByText("Received ₹400 recorded · receipt 2025-26/00t2")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toMatchObject({ amount: 400, paymentMode: "upi" });

    await user.click(offer);
    await waitFor(() => expect(printReceipt).toHaveBeenCalledTimes(1));
    const job = vi.mocked(printReceipt).mock.calls[0]![0];
    expect(job.receiptNo).toBe("2025-26/00t2");
    expect(job.transaction).toMatchObject({ _id: "t2", amount: 400, paymentMode: "upi" });
    expect(job.context.student.name).toBe("Ravi Kumar");
    // The passbook read afresh holds the new payment, so the receipt's balance counts it.
    expect(job.context.transactions.map((row) => row._id)).toEqual(["t1", "t2"]);
    expect(job.language).toBe("en");

    // The next entry starts from the mode used last; in Hindi the toast offers the receipt too.
    await act(() => i18next.changeLanguage("hi"));
    dialog = await receive("250", { add: "नया लेन-देन जोड़ें", received: "प्राप्त" });
    expect(within(dialog).getByLabelText("भुगतान का माध्यम")).toHaveValue("upi");
    await user.click(within(dialog).getByRole("button", { name: "जोड़ें" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByRole("button", { name: "रसीद छापें / भेजें" })).toBeInTheDocument();
    expect(screen.getByText("₹250 प्राप्त दर्ज हुआ · रसीद 2025-26/00t3")).toBeInTheDocument();
  });

  it("takes an added transaction back when the server refuses it, and says why in the dialog", async () => {
    transactionServer([], {
      "POST /transactions/add": () =>
        fail(400, "VALIDATION", "Validation failed", [
          { path: "amount", message: "Amount must be at most ₹1,00,00,000." },
        ]),
    });
    const user = userEvent.setup();
    renderTransactions();
    expect(await screen.findByText("No transactions found")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add New Transaction" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("Amount (₹)"), "5000");
    await user.click(within(dialog).getByRole("button", { name: "Dues" }));
    await user.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findByText("Amount must be at most ₹1,00,00,000.")).toBeInTheDocument();
    expect(total("due")).toHaveTextContent("₹0");
    expect(screen.getByText("No transactions found")).toBeInTheDocument();
  });

  it("says in the screen's language that a closed day refuses a receipt (409 DAY_CLOSED, issue 28)", async () => {
    await i18next.changeLanguage("hi");
    transactionServer([], {
      "POST /transactions/add": () =>
        fail(
          409,
          "DAY_CLOSED",
          "The day 2025-11-20 is closed: money received on or before it cannot change until the owner reopens it.",
        ),
    });
    const user = userEvent.setup();
    renderTransactions();
    await user.click(await screen.findByRole("button", { name: "नया लेन-देन जोड़ें" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("राशि (₹)"), "500");
    await user.click(within(dialog).getByRole("button", { name: "प्राप्त" }));
    await user.click(within(dialog).getByRole("button", { name: "जोड़ें" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(/रोकड़ बही में यह दिन बंद है/);
  });

  it("hides a deleted transaction at once, brings it back on Undo, and deletes for real only after the window", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls, state } = transactionServer(
      [tx("t1", 1000, "Debit", "2025-04-01", "April fee"), tx("t2", 300, "Credit", "2025-04-05", "Cash")],
      {
        "DELETE /transactions/t1": () => {
          state.transactions = state.transactions.filter((row) => row._id !== "t1");
          return ok({ _id: "t1" });
        },
      },
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderTransactions();
    const deleteFee = await screen.findByRole("button", { name: "Delete Dues of ₹1,000 on 01 Apr 2025" });

    await user.click(deleteFee);
    await waitFor(() => expect(screen.queryByText("April fee")).not.toBeInTheDocument());
    expect(total("due")).toHaveTextContent("₹0");
    await user.click(await screen.findByRole("button", { name: "Undo" }));
    expect(await screen.findByText("April fee")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS + 1000));
    expect(calls.filter((call) => call.method === "DELETE")).toEqual([]);
    expect(screen.getByText("April fee")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Delete Dues of ₹1,000 on 01 Apr 2025" }));
    expect(screen.queryByText("April fee")).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === "DELETE")).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS + 100));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual(["/transactions/t1"]),
    );
    expect(screen.queryByText("April fee")).not.toBeInTheDocument();
    expect(total("due")).toHaveTextContent("₹0");
  });

  it("cancels a receipt with a reason: it leaves the totals and the list, struck through behind Show cancelled", async () => {
    const { calls, state } = transactionServer(
      [tx("t1", 1000, "Debit", "2025-04-01", "April fee"), tx("t2", 300, "Credit", "2025-04-05", "Cash")],
      {
        "POST /transactions/t2/cancel": ({ body }) => {
          const reason = (body as { reason: string }).reason;
          state.transactions = state.transactions.map((row) =>
            row._id === "t2" ? { ...row, cancelled: true, cancelledBy: "Director", cancelReason: reason } : row,
          );
          return ok(state.transactions[1]);
        },
      },
    );
    const user = userEvent.setup();
    renderTransactions();
    await user.click(await screen.findByRole("button", { name: /^Cancel receipt 2025-26\/00t2/ }));
    // Money received is cancelled, never deleted: its row offers Cancel in Delete's place.
    expect(screen.queryByRole("button", { name: /^Delete Received/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Cancel receipt" }));
    // Too short a reason is refused next to the field, before anything is sent.
    expect(await screen.findByText("Say why, in at least 3 characters.")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Reason for cancelling/), "Cheque bounced");
    await user.click(screen.getByRole("button", { name: "Cancel receipt" }));
    await waitFor(() => expect(screen.queryByText("Cash")).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([
      { reason: "Cheque bounced" },
    ]);
    expect(total("paid")).toHaveTextContent("₹0");
    expect(total("balance")).toHaveTextContent("₹1,000");
    await user.click(screen.getByRole("checkbox", { name: "Show cancelled (1)" }));
    expect((await screen.findByText("Cash")).closest("s")).not.toBeNull();
    expect(screen.getByText(/Cancelled by Director: Cheque bounced/)).toBeInTheDocument();
    expect(total("paid")).toHaveTextContent("₹0");
  });

  it("pays a refund from the owner's dialog: messages by the fields, then a Refund R0001 row with a Voucher and no Delete", async () => {
    let attempts = 0;
    const { calls, state } = transactionServer([tx("t1", 500, "Credit", "2025-04-05", "Cash")], {
      "POST /student/student-1/refunds": ({ body }) => {
        const { amount, reason, paymentMode, date } = body as {
          amount: number;
          reason: string;
          paymentMode: "upi";
          date: string;
        };
        attempts += 1;
        if (attempts === 1)
          return fail(400, "REFUND_TOO_LARGE", "A refund cannot be more than the student has paid: at most ₹500.");
        const refund: Transaction = {
          ...tx("r1", amount, "Debit", date, reason),
          paymentMode,
          refundNo: "2025-26/R0001",
        };
        state.transactions = [...state.transactions, refund];
        return ok(refund);
      },
    });
    const user = userEvent.setup();
    renderTransactions();
    await user.click(await screen.findByRole("button", { name: "Refund" }));
    await user.click(await screen.findByRole("button", { name: "Pay refund" }));
    // Refused by the field, before anything is sent.
    expect(await screen.findByText(AMOUNT_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText("Say why, in at least 3 characters.")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Amount/), "900");
    await user.selectOptions(screen.getByLabelText(/Paid by/), "upi");
    await user.type(screen.getByLabelText(/^Reason/), "Left the school");
    await user.click(screen.getByRole("button", { name: "Pay refund" }));
    // The server's refusal of too large a refund is shown in the dialog, which stays open.
    expect(await screen.findByText(/at most ₹500/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Amount/));
    await user.type(screen.getByLabelText(/Amount/), "200");
    await user.click(screen.getByRole("button", { name: "Pay refund" }));
    expect(await screen.findByText("Refund R0001")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([
      { amount: 900, reason: "Left the school", paymentMode: "upi", date: todayInIndia() },
      { amount: 200, reason: "Left the school", paymentMode: "upi", date: todayInIndia() },
    ]);
    expect(screen.getByRole("button", { name: "Voucher 2025-26/R0001" })).toBeInTheDocument();
    // A refund paid out stays in the books: no Delete on its row.
    expect(screen.queryByRole("button", { name: /^Delete Dues of ₹200/ })).not.toBeInTheDocument();
  });

  it("brings a transaction back with a message when the server refuses the delete", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    transactionServer([tx("t1", 1000, "Debit", "2025-04-01", "April fee")], {
      "DELETE /transactions/t1": () => fail(500, "INTERNAL_ERROR", "Database unavailable"),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderTransactions();
    await user.click(await screen.findByRole("button", { name: /^Delete Dues of ₹1,000/ }));
    expect(screen.queryByText("April fee")).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS + 100));
    expect(
      await screen.findByText(/Could not delete the transaction, so it is back in the list: Database unavailable/),
    ).toBeInTheDocument();
    expect(screen.getByText("April fee")).toBeInTheDocument();
  });

  it("says the session once when the ledger's name already holds it", async () => {
    transactionServer([], {
      [`GET /ledger/${fakeSchool._id}`]: () => ok([{ ...ledger, ledgerName: "Class 10 2025-26" }]),
    });
    renderTransactions();
    const line = await screen.findByText(/^Class 10 · Class 10 2025-26/);
    expect(line.textContent).not.toContain("2025-26, 2025-26");
  });

  describe("Remind on WhatsApp", () => {
    const owing = [tx("t1", 1500, "Debit", "2025-04-01", "April fee"), tx("t2", 499.5, "Credit", "2025-04-05", "Cash")];
    const remindLink = () => screen.findByRole("link", { name: "Remind on WhatsApp: Ravi Kumar" });

    it("links to wa.me/91<phone> with the school's template and the amount still owed; a tap marks the reminder, then opens the chat", async () => {
      const open = vi.spyOn(window, "open").mockReturnValue(null);
      const { calls } = transactionServer(owing, {
        "GET /reminders/template": () => ok({ en: "{student} owes {amount} to {school}; pay at {upiId}", hi: null }),
        "POST /reminders": () => ({
          status: 201,
          body: { success: true, data: { studentId: "student-1", remindedAt: "2025-06-01T10:00:00.000Z" } },
        }),
      });
      const user = userEvent.setup();
      renderTransactions();
      const link = await remindLink();
      const expected = `https://wa.me/91${student.phoneNumber}?text=${encodeURIComponent(`Ravi Kumar owes ₹1,000.50 to ${fakeSchool.schoolName}; pay at the school office`)}`;
      await waitFor(() => expect(link).toHaveAttribute("href", expected));

      await user.click(link);
      await waitFor(() => expect(open).toHaveBeenCalledWith(expected, "_blank", "noopener"));
      expect(calls.filter((call) => call.method === "POST")).toEqual([
        { method: "POST", path: "/reminders", body: { studentId: "student-1" } },
      ]);
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
      open.mockRestore();
    });

    it("says reminders are Premium, with the way to Buy Coins, and opens nothing without it", async () => {
      const open = vi.spyOn(window, "open").mockReturnValue(null);
      transactionServer(owing, {
        "GET /reminders/template": () => ok({ en: null, hi: null }),
        "POST /reminders": () => fail(402, "PREMIUM_REQUIRED", "Premium is required"),
      });
      const user = userEvent.setup();
      renderTransactions();
      const link = await remindLink();
      // Without a template of its own the school's message is the default one: no UPI ID, so the
      // office, and the school's phone to call.
      expect(decodeURIComponent(link.getAttribute("href")!)).toContain(
        `Dear parent, Ravi Kumar's fee of ₹1,000.50 is due at ${fakeSchool.schoolName}. Please pay at the school office. For any question, call ${fakeSchool.contactNumber}.`,
      );
      await user.click(link);
      const alert = await screen.findByRole("alert");
      expect(alert).toHaveTextContent("WhatsApp reminders are a Premium feature.");
      expect(within(alert).getByRole("link", { name: "Buy Coins" })).toHaveAttribute("href", "/BuyCoins");
      expect(open).not.toHaveBeenCalled();
      open.mockRestore();
    });

    it("is not offered when nothing is owed", async () => {
      transactionServer([tx("t1", 500, "Debit", "2025-04-01"), tx("t2", 500, "Credit", "2025-04-02")]);
      renderTransactions();
      await waitFor(() => expect(total("balance")).toHaveTextContent("Nothing owed"));
      expect(screen.queryByRole("link", { name: /on WhatsApp/ })).not.toBeInTheDocument();
    });
  });

  it("corrects a Received from its row's Edit: the form opens filled, the type stays, the receipt keeps its number, the totals move at once", async () => {
    const put = deferred();
    const cash = { ...tx("t2", 300, "Credit", "2025-04-05", "Cash"), paymentMode: "upi" as const };
    const { calls, state } = transactionServer([tx("t1", 1000, "Debit", "2025-04-01", "April fee"), cash], {
      "PUT /transactions/t2": () => put.promise,
    });
    const user = userEvent.setup();
    renderTransactions();
    const edit = await screen.findByRole("button", { name: "Edit Received of ₹300 on 05 Apr 2025" });
    expect(edit).toHaveAttribute("title", "Edit Received of ₹300 on 05 Apr 2025");
    await user.click(edit);

    const dialog = await screen.findByRole("dialog", { name: "Edit transaction" });
    expect(within(dialog).getByLabelText("Amount (₹)")).toHaveValue(300);
    expect(within(dialog).getByLabelText("Description")).toHaveValue("Cash");
    expect(within(dialog).getByLabelText("Transaction Date")).toHaveValue("2025-04-05");
    expect(within(dialog).getByLabelText("Payment mode")).toHaveValue("upi");
    expect(within(dialog).queryByRole("group", { name: /Transaction Type/ })).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent("Transaction Type: Received");
    expect(dialog).toHaveTextContent("Receipt 2025-26/00t2 keeps its number");

    await user.clear(within(dialog).getByLabelText("Amount (₹)"));
    await user.type(within(dialog).getByLabelText("Amount (₹)"), "450");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(total("paid")).toHaveTextContent("₹450"));
    expect(total("balance")).toHaveTextContent("₹550");
    expect(calls.find((call) => call.method === "PUT")).toEqual({
      method: "PUT",
      path: "/transactions/t2",
      body: { amount: 450, description: "Cash", transactionDate: "2025-04-05", paymentMode: "upi" },
    });

    const saved = { ...cash, amount: 450 };
    state.transactions = state.transactions.map((row) => (row._id === "t2" ? saved : row));
    put.release(ok(saved));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // The list is read again afterwards (the invalidation), and agrees.
    await waitFor(() =>
      expect(calls.filter((call) => call.path === "/transactions/student/student-1").length).toBeGreaterThan(1),
    );
    expect(total("balance")).toHaveTextContent("₹550");
    expect(screen.getByRole("button", { name: "Edit Received of ₹450 on 05 Apr 2025" })).toBeInTheDocument();
  });

  it("keeps a system text's code when its words are left as shown, and on a refusal says why and puts the amount back", async () => {
    const { calls } = transactionServer([tx("t1", 12000, "Debit", "2025-04-01", SYSTEM_TEXT_CODES.initialCourseFee)], {
      "PUT /transactions/t1": () =>
        fail(400, "VALIDATION", "Validation failed", [
          { path: "transactionDate", message: "Please enter a valid date." },
        ]),
    });
    const user = userEvent.setup();
    renderTransactions();
    await user.click(await screen.findByRole("button", { name: "Edit Dues of ₹12,000 on 01 Apr 2025" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit transaction" });
    expect(within(dialog).getByLabelText("Description")).toHaveValue("Initial course fee");
    expect(within(dialog).queryByLabelText("Payment mode")).not.toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText("Amount (₹)"));
    await user.type(within(dialog).getByLabelText("Amount (₹)"), "11000");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await within(dialog).findByText("Please enter a valid date.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      amount: 11000,
      description: SYSTEM_TEXT_CODES.initialCourseFee,
      transactionDate: "2025-04-01",
    });
    await waitFor(() => expect(total("due")).toHaveTextContent("₹12,000"));
  });

  it("names the Edit button in Hindi too", async () => {
    transactionServer([tx("t1", 1000, "Debit", "2025-04-01", "April fee")]);
    await act(() => i18next.changeLanguage("hi"));
    const user = userEvent.setup();
    renderTransactions();
    await user.click(await screen.findByRole("button", { name: /₹1,000 बकाया बदलें$/ }));
    expect(await screen.findByRole("dialog", { name: "लेन-देन बदलें" })).toBeInTheDocument();
  });

  it("says the student was not found instead of showing an empty ledger", async () => {
    mockApi({
      [`GET /ledger/${fakeSchool._id}`]: () => ok([ledger]),
      "GET /student/student-1": () => fail(404, "NOT_FOUND", "Student not found"),
      "GET /transactions/student/student-1": () => fail(404, "NOT_FOUND", "Student not found"),
    });
    renderTransactions();
    expect(await screen.findByText("This student was not found.")).toBeInTheDocument();
  });
});
