// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Ledger } from "@/shared/api/ledger";
import { todayInIndia } from "@/shared/rules/calendar-date";
import {
  CLASS_NAME_REQUIRED_MESSAGE,
  LEDGER_NAME_REQUIRED_MESSAGE,
  SESSION_YEAR_MESSAGE,
} from "@/shared/rules/messages";
import { sessionYearOf } from "@/shared/rules/session-year";
import { fakeUser } from "../../components/testing/fake-current-user";
import { deferred, fail, fakeLedger, fakeSchool, mockApi, ok } from "../../components/testing/mock-api";
import { renderPage } from "../../components/testing/render-page";
import { i18next } from "../../lib/i18n";
import LedgerDetailsPage from "./ledger-details-page";

vi.mock("@/client/lib/session/use-current-user", () => import("../../components/testing/fake-current-user"));

const listPath = `GET /ledger/${fakeSchool._id}`;

async function openAddDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: "Add Ledger" }));
  return screen.findByRole("dialog", { name: "Add Ledger" });
}

afterEach(async () => {
  await i18next.changeLanguage("en");
});

describe("Ledger Details", () => {
  it("invites the first ledger when there is none", async () => {
    mockApi({ [listPath]: () => ok([]) });
    renderPage(<LedgerDetailsPage />);
    expect(await screen.findByText("No ledgers yet")).toBeInTheDocument();
  });

  it("shows each ledger's outstanding and collected money", async () => {
    mockApi({ [listPath]: () => ok([fakeLedger({ outstanding: 9999.5, collected: 2500 })]) });
    renderPage(<LedgerDetailsPage />);
    const row = (await screen.findByText("Class 10 A")).closest("tr")!;
    expect(within(row).getByRole("cell", { name: "₹9,999.50" })).toHaveAttribute("data-label", "Outstanding");
    expect(within(row).getByRole("cell", { name: "₹2,500" })).toHaveAttribute("data-label", "Collected");
    expect(await screen.findByRole("button", { name: "Generate bills of all students" })).toBeInTheDocument();
  });

  it("starts a new ledger in the current session (April to March)", async () => {
    mockApi({ [listPath]: () => ok([]) });
    const user = userEvent.setup();
    renderPage(<LedgerDetailsPage />);
    const dialog = await openAddDialog(user);
    expect(within(dialog).getByLabelText("Session Year (YYYY-YY)")).toHaveValue(sessionYearOf(todayInIndia()));
  });

  it("warns before a second ledger with the same name and session, and adds it when asked again", async () => {
    const { calls } = mockApi({
      [listPath]: () => ok([fakeLedger({})]),
      "POST /ledger/add": ({ body }) => ok(fakeLedger({ ...(body as Partial<Ledger>), _id: "ledger-2" })),
    });
    const user = userEvent.setup();
    renderPage(<LedgerDetailsPage />);
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByLabelText("Ledger Name"), " class 10 a");
    await user.type(within(dialog).getByLabelText("Class Name"), "10");
    await user.clear(within(dialog).getByLabelText("Session Year (YYYY-YY)"));
    await user.type(within(dialog).getByLabelText("Session Year (YYYY-YY)"), "2025-26");
    await user.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "A ledger named “class 10 a” already exists for 2025-26.",
    );
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    await user.click(within(dialog).getByRole("button", { name: "Add anyway" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(1);
  });

  it("checks the Add Ledger dialog on the client and sends nothing while a field is wrong", async () => {
    const { calls } = mockApi({ [listPath]: () => ok([]) });
    const user = userEvent.setup();
    renderPage(<LedgerDetailsPage />);
    const dialog = await openAddDialog(user);

    // All three fields are marked required; a dialog opens on its first field, not on ✕.
    for (const label of ["Ledger Name", "Class Name", "Session Year (YYYY-YY)"])
      expect(within(dialog).getByLabelText(label)).toBeRequired();
    expect(within(dialog).getByLabelText("Ledger Name")).toHaveFocus();

    await user.click(within(dialog).getByRole("button", { name: "Add" }));
    // Each empty field says which one it is.
    expect(await within(dialog).findByLabelText("Ledger Name")).toHaveAccessibleDescription(
      LEDGER_NAME_REQUIRED_MESSAGE,
    );
    expect(within(dialog).getByLabelText("Class Name")).toHaveAccessibleDescription(CLASS_NAME_REQUIRED_MESSAGE);
    expect(within(dialog).getByLabelText("Ledger Name")).toHaveAttribute("aria-invalid", "true");

    await user.type(within(dialog).getByLabelText("Ledger Name"), "Class 10 A");
    await user.type(within(dialog).getByLabelText("Class Name"), "10");
    await user.clear(within(dialog).getByLabelText("Session Year (YYYY-YY)"));
    await user.type(within(dialog).getByLabelText("Session Year (YYYY-YY)"), "2025-27");
    await user.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findByText(SESSION_YEAR_MESSAGE)).toBeInTheDocument();
    expect(within(dialog).queryByText(LEDGER_NAME_REQUIRED_MESSAGE)).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("shows a new ledger at once and takes it back when the server refuses, with its message on the field", async () => {
    const post = deferred();
    const { calls } = mockApi({
      [listPath]: () => ok([fakeLedger({})]),
      "POST /ledger/add": () => post.promise,
    });
    const user = userEvent.setup();
    renderPage(<LedgerDetailsPage />);
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByLabelText("Ledger Name"), "Evening Batch");
    await user.type(within(dialog).getByLabelText("Class Name"), "12");
    await user.clear(within(dialog).getByLabelText("Session Year (YYYY-YY)"));
    await user.type(within(dialog).getByLabelText("Session Year (YYYY-YY)"), "2025-26");
    await user.click(within(dialog).getByRole("button", { name: "Add" }));

    // In flight: the row is already in the table behind the dialog, and the button spins.
    expect(await screen.findByText("Evening Batch")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Adding..." })).toBeDisabled();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      ledgerName: "Evening Batch",
      className: "12",
      sessionYear: "2025-26",
      schoolOwnerId: fakeSchool._id,
    });

    const refusal = "A ledger with this name already exists in 2025-26.";
    post.release(fail(400, "VALIDATION", "Validation failed", [{ path: "ledgerName", message: refusal }]));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Ledger Name")).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(screen.queryByText("Evening Batch")).not.toBeInTheDocument());
    expect(screen.getByText("Class 10 A")).toBeInTheDocument();
    // The dialog keeps what was typed, so the director only fixes the name.
    expect(within(dialog).getByLabelText("Class Name")).toHaveValue("12");
  });

  it("states how many students and transactions a ledger delete takes with it, then deletes", async () => {
    let ledgers = [
      fakeLedger({ studentCount: 3, transactionCount: 12, outstanding: 0, collected: 0, owingCount: 0 }),
      fakeLedger({
        _id: "ledger-2",
        ledgerName: "Class 9",
        studentCount: 1,
        transactionCount: 1,
        outstanding: 0,
        collected: 0,
      }),
    ];
    const { calls } = mockApi({
      [listPath]: () => ok(ledgers),
      "DELETE /ledger/ledger-1": () => {
        ledgers = ledgers.filter((l) => l._id !== "ledger-1");
        return ok({ _id: "ledger-1" });
      },
    });
    const user = userEvent.setup();
    renderPage(<LedgerDetailsPage />);

    await user.click(await screen.findByRole("button", { name: "Delete Class 9" }));
    let confirm = await screen.findByRole("alertdialog", { name: "Are you sure you want to delete this ledger?" });
    expect(confirm).toHaveTextContent("This will also delete 1 student and 1 transaction.");
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));

    await user.click(screen.getByRole("button", { name: "Delete Class 10 A" }));
    confirm = await screen.findByRole("alertdialog");
    expect(confirm).toHaveTextContent("Class 10 A (10, 2025-26)");
    expect(confirm).toHaveTextContent("This will also delete 3 students and 12 transactions.");
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));

    await waitFor(() => expect(screen.queryByText("Class 10 A")).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === "DELETE" && call.path === "/ledger/ledger-1")).toBe(true);
    expect(screen.getByText("Class 9")).toBeInTheDocument();
  });

  it("offers staff no Delete and no whole-school export, which are the owner's", async () => {
    mockApi({
      [`GET /school/uid/${fakeUser.id}`]: () => ok({ ...fakeSchool, role: "staff" }),
      [listPath]: () => ok([fakeLedger({})]),
    });
    renderPage(<LedgerDetailsPage />);
    expect(await screen.findByRole("button", { name: "Edit Class 10 A" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Add Ledger" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Delete Class 10 A" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Export all data" })).not.toBeInTheDocument();
  });

  it("offers the owner the whole-school export", async () => {
    mockApi({ [listPath]: () => ok([fakeLedger({})]) });
    renderPage(<LedgerDetailsPage />);
    expect(await screen.findByRole("link", { name: "Export all data" })).toHaveAttribute(
      "href",
      "/api/v1/school/export.xlsx",
    );
  });

  it("puts a ledger back and says why when the server refuses the delete", async () => {
    mockApi({
      [listPath]: () => ok([fakeLedger({})]),
      "DELETE /ledger/ledger-1": () => fail(500, "INTERNAL_ERROR", "Database unavailable"),
    });
    const user = userEvent.setup();
    renderPage(<LedgerDetailsPage />);
    await user.click(await screen.findByRole("button", { name: "Delete Class 10 A" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Could not delete the ledger Class 10 A: Database unavailable")).toBeInTheDocument();
    expect(screen.getByText("Class 10 A")).toBeInTheDocument();
  });

  it("filters by name, class or session year as the director types", async () => {
    mockApi({
      [listPath]: () =>
        ok([
          fakeLedger({}),
          fakeLedger({ _id: "ledger-2", ledgerName: "Evening Batch", className: "12", sessionYear: "2024-25" }),
        ]),
    });
    const user = userEvent.setup();
    renderPage(<LedgerDetailsPage />);
    await user.type(await screen.findByRole("searchbox", { name: "Search ledgers..." }), "2024");
    expect(screen.getByText("Evening Batch")).toBeInTheDocument();
    expect(screen.queryByText("Class 10 A")).not.toBeInTheDocument();
  });

  it("edits in the same dialog, prefilled, and saves with PUT", async () => {
    let saved = fakeLedger({});
    const { calls } = mockApi({
      [listPath]: () => ok([saved]),
      "PUT /ledger/ledger-1": ({ body }) => ok((saved = fakeLedger(body as Partial<Ledger>))),
    });
    const user = userEvent.setup();
    renderPage(<LedgerDetailsPage />);
    await user.click(await screen.findByRole("button", { name: "Edit Class 10 A" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Ledger" });
    expect(within(dialog).getByLabelText("Session Year (YYYY-YY)")).toHaveValue("2025-26");
    await user.clear(within(dialog).getByLabelText("Ledger Name"));
    await user.type(within(dialog).getByLabelText("Ledger Name"), "Class 10 Blue");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByText("Class 10 Blue")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      ledgerName: "Class 10 Blue",
      className: "10",
      sessionYear: "2025-26",
    });
  });
  it("charges one ledger's class from its row, for staff too, and cannot charge a ledger without students", async () => {
    const classOf = (n: number, name: string) => ({
      _id: `student-${n}`,
      name,
      fatherName: "",
      motherName: "",
      dateOfBirth: "",
      rollNumber: String(n),
      phoneNumber: "9876543210",
      address: "",
      ledgerOwnerId: "ledger-2",
      schoolOwnerId: fakeSchool._id,
      transactionCount: 0,
      balance: 0,
    });
    const { calls } = mockApi({
      [`GET /school/uid/${fakeUser.id}`]: () => ok({ ...fakeSchool, role: "staff" }),
      [listPath]: () =>
        ok([fakeLedger({}), fakeLedger({ _id: "ledger-2", ledgerName: "Class 5 B", className: "5", studentCount: 2 })]),
      "GET /student/ledger/ledger-2": () =>
        ok([classOf(1, "Aarav Sharma"), classOf(2, "Kavya Mishra")], { currentPage: 1, totalPages: 1, totalCount: 2 }),
      "POST /ledger/ledger-2/dues": () => ({
        status: 201,
        body: { success: true, data: { created: 1, totalRupees: 400 } },
      }),
    });
    const user = userEvent.setup();
    renderPage(<LedgerDetailsPage />);
    expect(await screen.findByRole("button", { name: "Charge fee to Class 10 A" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Charge fee to Class 5 B" }));
    const dialog = await screen.findByRole("dialog", { name: "Charge a fee to the class" });
    expect(dialog).toHaveAccessibleDescription("Class 5 B");
    await user.click(await within(dialog).findByRole("checkbox", { name: "2 Kavya Mishra" }));
    await user.type(within(dialog).getByLabelText("Fee per student (₹)"), "500");
    await user.type(within(dialog).getByRole("textbox", { name: "Concession for Aarav Sharma (₹)" }), "100");
    expect(within(dialog).getByTestId("charge-preview")).toHaveTextContent(
      "1 student × ₹500 − ₹100 concessions = ₹400",
    );
    await user.click(within(dialog).getByRole("button", { name: "Charge ₹400" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === "POST")?.body).toMatchObject({
      amount: 500,
      studentIds: ["student-1"],
      concessions: [{ studentId: "student-1", amount: 100 }],
    });
  });

  it.each([
    {
      language: "en",
      open: "Move to next session: Class 10 A",
      title: "Move to next session",
      submit: "Move 1 student",
      alreadyMoved: "Already moved to the next session — untick them to move the others: Aarav Sharma",
      failed: "Could not move to the next session: Server down",
    },
    {
      // Worded with the move button's own "नए सत्र में भेजें", not an awkward "अगले सत्र में".
      language: "hi",
      open: "नए सत्र में भेजें: Class 10 A",
      title: "नए सत्र में भेजें",
      submit: "1 छात्र को भेजें",
      alreadyMoved: "ये छात्र पहले ही नए सत्र में भेजे जा चुके हैं — बाकी को भेजने के लिए इनका निशान हटाएँ: Aarav Sharma",
      failed: "नए सत्र में नहीं भेज सके: Server down",
    },
  ])("says in $language which students already moved, or why the move failed", async (texts) => {
    await i18next.changeLanguage(texts.language);
    let refusal = fail(409, "ALREADY_ROLLED_OVER", "Already moved to the next session: Aarav Sharma.", [
      { path: "studentIds", message: "Aarav Sharma" },
    ]);
    mockApi({
      [listPath]: () => ok([fakeLedger({ _id: "ledger-1", studentCount: 1 })]),
      "GET /student/ledger/ledger-1": () => ok([movedStudent], { currentPage: 1, totalPages: 1, totalCount: 1 }),
      "POST /ledger/ledger-1/rollover": () => refusal,
    });
    const user = userEvent.setup();
    renderPage(<LedgerDetailsPage />);
    await user.click(await screen.findByRole("button", { name: texts.open }));
    const dialog = await screen.findByRole("dialog", { name: texts.title });
    await user.click(await within(dialog).findByRole("button", { name: texts.submit }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(texts.alreadyMoved);

    refusal = fail(500, "INTERNAL", "Server down");
    await user.click(within(dialog).getByRole("button", { name: texts.submit }));
    await waitFor(() => expect(within(dialog).getByRole("alert")).toHaveTextContent(texts.failed));
    expect(dialog).not.toHaveTextContent("अगले सत्र");
  });
});

const movedStudent = {
  _id: "student-1",
  name: "Aarav Sharma",
  fatherName: "",
  motherName: "",
  dateOfBirth: "",
  rollNumber: "1",
  phoneNumber: "9876543210",
  address: "",
  ledgerOwnerId: "ledger-1",
  schoolOwnerId: fakeSchool._id,
  transactionCount: 0,
  balance: 0,
};
