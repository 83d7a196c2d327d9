// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DayBook, DayBookEntry, DayClose } from "@/shared/api/day-book";
import { todayInIndia } from "@/shared/rules/calendar-date";
import { fakeLedger, fakeSchool, mockApi, ok, fail } from "../../components/testing/mock-api";
import { fakeUser } from "../../components/testing/fake-current-user";
import { renderPage } from "../../components/testing/render-page";
import { i18next } from "../../lib/i18n";
import DayBookPage from "./day-book-page";

vi.mock("../../lib/session/use-current-user", async () => {
  const { fakeUser } = await import("../../components/testing/fake-current-user");
  return { useCurrentUser: vi.fn(() => ({ user: fakeUser, isPending: false, refetch: () => undefined })) };
});

const today = todayInIndia();
const entry = (over: Partial<DayBookEntry>): DayBookEntry => ({
  id: crypto.randomUUID(),
  kind: "receipt",
  at: `${today}T04:35:00.000Z`,
  date: today,
  number: "2025-26/0001",
  studentId: "s1",
  studentName: "Aarav Sharma",
  ledgerName: "Class 10 A",
  amount: 500,
  paymentMode: "cash",
  userId: "u1",
  byName: "Ramesh Kumar",
  heads: ["Tuition"],
  ...over,
});
const book = (from = today, to = from): DayBook => ({
  from,
  to,
  entries: [
    entry({}),
    entry({
      at: `${today}T05:00:00.000Z`,
      number: "2025-26/0002",
      amount: 1250.5,
      paymentMode: "upi",
      studentName: "Priya Verma",
      byName: "Sunita Devi",
      userId: "u2",
    }),
    entry({ at: `${today}T06:00:00.000Z`, kind: "cancellation", amount: -500, heads: [] }),
    entry({ at: `${today}T07:00:00.000Z`, kind: "refund", number: "2025-26/R0001", amount: -200, heads: [] }),
  ],
  total: 4,
  nextCursor: null,
  totals: {
    net: 1050.5,
    byMode: { cash: -200, upi: 1250.5, cheque: 0, bank: 0, none: 0 },
    byUser: [
      { userId: "u1", name: "Ramesh Kumar", amount: -200 },
      { userId: "u2", name: "Sunita Devi", amount: 1250.5 },
    ],
    byHead: [
      { feeHeadId: null, name: "Not settled", amount: 750.5 },
      { feeHeadId: "h1", name: "Tuition", amount: 300 },
    ],
  },
});
const closed = (over: Partial<DayClose> = {}): DayClose => ({
  id: "c1",
  day: today,
  expectedCash: 1000,
  countedCash: 980,
  difference: -20,
  closedBy: "Ramesh Kumar",
  closedAt: `${today}T12:30:00.000Z`,
  reopenedBy: null,
  reopenedAt: null,
  reopenReason: null,
  ...over,
});

function routes(state: { closes: DayClose[]; book?: DayBook; role?: "owner" | "staff"; staffMayCloseDay?: boolean }) {
  return {
    [`GET /school/uid/${fakeUser.id}`]: () =>
      ok({ ...fakeSchool, role: state.role ?? "owner", staffMayCloseDay: state.staffMayCloseDay ?? false }),
    [`GET /ledger/${fakeSchool._id}`]: () => ok([fakeLedger({ _id: "11111111-1111-4111-8111-111111111111" })]),
    "GET /day-book": ({ url }: { url: URL }) =>
      ok(state.book ?? book(url.searchParams.get("from") ?? today, url.searchParams.get("to") ?? undefined)),
    "GET /day-book/closes": () => ok(state.closes),
    "GET /fee-heads": () =>
      ok([{ id: "h1", name: "Tuition", nameHi: "ट्यूशन शुल्क", tuition: true, archived: false, code: "tuition" }]),
  };
}

const render = (url = "/day-book") => renderPage(<DayBookPage />, { path: "/day-book", url });

afterEach(async () => {
  await i18next.changeLanguage("en");
});

describe("Day book page (issue 28)", () => {
  it("shows today's entries in time order, cancellations and refunds marked, and the server's totals", async () => {
    const { calls } = mockApi(routes({ closes: [] }));
    render();
    const rows = await screen.findAllByTestId("day-book-entry");
    expect(rows.map((row) => row.dataset.kind)).toEqual(["receipt", "receipt", "cancellation", "refund"]);
    expect(rows[0]).toHaveTextContent(
      /10:05.*2025-26\/0001.*Aarav Sharma.*Class 10 A.*Tuition.*Cash.*₹500.*Ramesh Kumar/,
    );
    expect(within(rows[2]!).getByText("Cancelled")).toBeVisible();
    expect(within(rows[3]!).getByText("Refund")).toBeVisible();
    expect(rows[3]).toHaveTextContent("-₹200");
    expect(screen.getByTestId("totals-by-mode")).toHaveTextContent(/Cash-₹200UPI₹1,250.50Cheque₹0Bank₹0Not stated₹0/);
    expect(screen.getByTestId("totals-by-person")).toHaveTextContent(/Ramesh Kumar-₹200Sunita Devi₹1,250.50/);
    expect(screen.getByTestId("totals-by-head")).toHaveTextContent(/Not settled \(advance\)₹750.50Tuition₹300/);
    expect(screen.getByTestId("totals-net")).toHaveTextContent("₹1,050.50");
    const asked = calls.find((call) => call.path === "/day-book");
    expect(asked).toBeDefined();
    expect(screen.getByRole("link", { name: "Download Excel" })).toHaveAttribute(
      "href",
      `/api/v1/day-book.xlsx?from=${today}&to=${today}&lang=en`,
    );
    expect(screen.getByRole("link", { name: "Download Excel" })).toHaveAttribute("download", `Day-book-${today}.xlsx`);
    expect(screen.getByRole("button", { name: "Download PDF" })).toBeEnabled();
  });

  it("opens filtered from a link (from, to, mode, ledgerId, userId, kind) and keeps the filters in the URL", async () => {
    const ledgerId = "11111111-1111-4111-8111-111111111111";
    const { fetchMock } = mockApi(routes({ closes: [] }));
    render(`/day-book?from=2025-11-20&to=2025-11-20&mode=cash&ledgerId=${ledgerId}&userId=u1&kind=refund`);
    await screen.findAllByTestId("day-book-entry");
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls).toContain(
      `/api/v1/day-book?from=2025-11-20&to=2025-11-20&ledgerId=${ledgerId}&mode=cash&userId=u1&kind=refund`,
    );
    expect(screen.getByLabelText("Mode")).toHaveValue("cash");
    expect(await screen.findByLabelText("Ledger")).toHaveValue(ledgerId);
    expect(screen.getByText("Showing only: refunds")).toBeVisible();
    // Changing a filter asks again with it.
    await userEvent.selectOptions(screen.getByLabelText("Mode"), "upi");
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
        `/api/v1/day-book?from=2025-11-20&to=2025-11-20&ledgerId=${ledgerId}&mode=upi&userId=u1&kind=refund`,
      ),
    );
  });

  it("says next to the field when a range ends before it starts", async () => {
    mockApi(routes({ closes: [] }));
    render("/day-book?from=2025-11-20&to=2025-11-10");
    expect(await screen.findByLabelText("To")).toHaveAccessibleDescription(
      "The last day must not be before the first.",
    );
  });

  it("closes the day: the owner enters the counted cash, sees expected, counted and the difference, then the close", async () => {
    const state = { closes: [] as DayClose[] };
    const { calls } = mockApi({
      ...routes(state),
      [`POST /day-book/${today}/close`]: ({ body }) => {
        const counted = (body as { cashCounted: number }).cashCounted;
        state.closes = [closed({ expectedCash: -200, countedCash: counted, difference: counted + 200 })];
        return ok(state.closes[0]);
      },
    });
    render();
    await userEvent.click(await screen.findByRole("button", { name: "Close the day" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: /^Close / }));
    expect(within(dialog).getByLabelText(/Cash counted/)).toHaveAccessibleDescription("Enter the cash you counted.");
    await userEvent.type(within(dialog).getByLabelText(/Cash counted/), "12.5x");
    await userEvent.click(within(dialog).getByRole("button", { name: /^Close / }));
    expect(within(dialog).getByLabelText(/Cash counted/)).toHaveAccessibleDescription(
      "Enter an amount in rupees, like 1250 or 1250.50.",
    );
    await userEvent.clear(within(dialog).getByLabelText(/Cash counted/));
    await userEvent.type(within(dialog).getByLabelText(/Cash counted/), "0");
    expect(within(dialog).getByTestId("close-figures")).toHaveTextContent(
      /Expected cash-₹200.*Cash counted \(₹\)₹0.*Difference₹200 \(over\)/,
    );
    expect(calls.some((call) => call.method === "POST")).toBe(false);
    await userEvent.click(within(dialog).getByRole("button", { name: /^Close / }));
    expect(await screen.findByText(/Closed by Ramesh Kumar at .*, counted ₹0, difference ₹200\./)).toBeVisible();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ cashCounted: 0 });
    expect(screen.getByRole("button", { name: "Reopen" })).toBeVisible();
  });

  it("shows the server's refusal inside the dialog", async () => {
    mockApi({
      ...routes({ closes: [] }),
      [`POST /day-book/${today}/close`]: () => fail(409, "DAY_ALREADY_CLOSED", `The day ${today} is already closed.`),
    });
    render();
    await userEvent.click(await screen.findByRole("button", { name: "Close the day" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByLabelText(/Cash counted/), "100");
    await userEvent.click(within(dialog).getByRole("button", { name: /^Close / }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("The day could not be closed.");
  });

  it("reopens a closed day with a reason, after a confirmation", async () => {
    const state = { closes: [closed()] };
    const { calls } = mockApi({
      ...routes(state),
      [`POST /day-book/${today}/reopen`]: ({ body }) => {
        state.closes = [
          closed({
            reopenedBy: "Ramesh Kumar",
            reopenedAt: `${today}T13:00:00.000Z`,
            reopenReason: (body as { reason: string }).reason,
          }),
        ];
        return ok(state.closes[0]);
      },
    });
    render();
    expect(await screen.findByText(/Closed by Ramesh Kumar at .*, counted ₹980, difference -₹20\./)).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Reopen" }));
    const dialog = await screen.findByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Reopen the day" }));
    expect(within(dialog).getByLabelText("Why reopen it?")).toHaveAccessibleDescription(
      "Say why, in 3 to 200 characters.",
    );
    await userEvent.type(within(dialog).getByLabelText("Why reopen it?"), "Counted again");
    await userEvent.click(within(dialog).getByRole("button", { name: "Reopen the day" }));
    expect(await screen.findByRole("button", { name: "Close the day" })).toBeVisible();
    expect(screen.getByText(/Reopened by Ramesh Kumar at .*: Counted again/)).toBeVisible();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ reason: "Counted again" });
  });

  it("gives staff no Close unless the owner allows it, and never Reopen", async () => {
    mockApi(routes({ closes: [], role: "staff" }));
    render();
    expect(await screen.findByText("Only the owner closes the day in this school.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Close the day" })).not.toBeInTheDocument();
  });

  it("lets staff close when the school allows it, but not reopen", async () => {
    mockApi(routes({ closes: [closed()], role: "staff", staffMayCloseDay: true }));
    render();
    expect(await screen.findByText(/Closed by Ramesh Kumar/)).toBeVisible();
    expect(screen.queryByRole("button", { name: "Reopen" })).not.toBeInTheDocument();
  });

  it("shows the first page of entries and the next with Show more, the totals the whole range's throughout", async () => {
    const whole = book();
    const first = { ...whole, entries: whole.entries.slice(0, 2), nextCursor: "page-2" };
    const second = { ...whole, entries: whole.entries.slice(2), nextCursor: null };
    mockApi({
      ...routes({ closes: [] }),
      "GET /day-book": ({ url }: { url: URL }) => ok(url.searchParams.get("cursor") === "page-2" ? second : first),
    });
    render();
    expect(await screen.findAllByTestId("day-book-entry")).toHaveLength(2);
    expect(screen.getByText("Showing 2 of 4 entries")).toBeVisible();
    expect(screen.getByTestId("totals-net")).toHaveTextContent("₹1,050.50");
    await userEvent.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(screen.getAllByTestId("day-book-entry")).toHaveLength(4));
    const rows = screen.getAllByTestId("day-book-entry");
    expect(rows.map((row) => row.dataset.kind)).toEqual(["receipt", "receipt", "cancellation", "refund"]);
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
    expect(screen.getByTestId("totals-net")).toHaveTextContent("₹1,050.50");
  });

  it("speaks Hindi", async () => {
    await i18next.changeLanguage("hi");
    mockApi(routes({ closes: [] }));
    render();
    expect(await screen.findByRole("heading", { name: "रोकड़ बही" })).toBeVisible();
    await screen.findAllByTestId("day-book-entry");
    expect(screen.getByTestId("totals-by-mode")).toHaveTextContent(/नकद-₹200/);
    expect(screen.getByText("रद्द")).toBeVisible();
    // The school's heads by their Hindi names, in the entries and the totals (and so in the PDF).
    await waitFor(() => expect(screen.getByTestId("totals-by-head")).toHaveTextContent(/ट्यूशन शुल्क₹300/));
    expect(screen.getAllByText("ट्यूशन शुल्क").length).toBeGreaterThan(1);
    expect(await screen.findByRole("button", { name: "दिन बंद करें" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Excel डाउनलोड करें" })).toHaveAttribute(
      "href",
      expect.stringContaining("lang=hi"),
    );
  });
});
