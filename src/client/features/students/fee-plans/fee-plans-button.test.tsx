// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { FeePlan } from "@/shared/api/fee-plan";
import { i18next } from "../../../lib/i18n";
import { fail, mockApi, ok } from "../../../components/testing/mock-api";
import { renderPage } from "../../../components/testing/render-page";
import { FeePlansButton } from "./fee-plans-button";

// Ids are UUIDs: the plan schema checks the head's id before sending.
const headIds = {
  tuition: "00000000-0000-4000-8000-000000000001",
  exam: "00000000-0000-4000-8000-000000000002",
  old: "00000000-0000-4000-8000-000000000003",
  other: "00000000-0000-4000-8000-000000000004",
};

const tuition: FeePlan = {
  id: "plan-1",
  ledgerId: "ledger-1",
  description: "Tuition",
  amount: 500,
  feeHeadId: headIds.tuition,
  schedule: "monthly",
  dayOfMonth: 5,
  dueDate: null,
  terms: null,
  lateFine: null,
  createdAt: "2025-09-01T00:00:00.000Z",
  chargedPeriods: [
    // ("Sep" is "Sept" in some ICU versions: months that read the same everywhere.)
    { period: "2025-10", students: 30 },
    { period: "2025-11", students: 1 },
  ],
};

const heads = [
  { id: headIds.tuition, name: "Tuition fee", nameHi: "ट्यूशन शुल्क", tuition: true, archived: false, code: "tuition" },
  { id: headIds.exam, name: "Exam fee", nameHi: "परीक्षा शुल्क", tuition: false, archived: false, code: "exam" },
  { id: headIds.old, name: "Old head", nameHi: "", tuition: false, archived: true, code: null },
];

/** A server holding the ledger's plans, answering the four fee-plan routes like the real one. */
function feePlanServer(initial: FeePlan[] = [tuition]) {
  let plans = [...initial];
  const server = mockApi({
    "GET /fee-heads": () => ok(heads),
    "GET /ledger/ledger-1/fee-plans": () => ok(plans),
    "POST /ledger/ledger-1/fee-plans": ({ body }) => {
      const plan: FeePlan = {
        id: `plan-${plans.length + 1}`,
        ledgerId: "ledger-1",
        feeHeadId: headIds.other,
        dayOfMonth: null,
        dueDate: null,
        terms: null,
        lateFine: null,
        createdAt: "",
        chargedPeriods: [],
        ...(body as Pick<FeePlan, "description" | "amount" | "schedule">),
      };
      plans = [...plans, plan];
      return { status: 201, body: { success: true, data: plan } };
    },
    "DELETE /fee-plans/plan-1": () => {
      plans = plans.filter((plan) => plan.id !== "plan-1");
      return ok({ id: "plan-1" });
    },
    "POST /ledger/ledger-1/fee-plans/post-due": () => {
      plans = plans.map((plan) => ({
        ...plan,
        chargedPeriods: [...plan.chargedPeriods, { period: "2025-12", students: 3 }],
      }));
      return ok({ posted: 6, students: 3, totalRupees: 2400 });
    },
  });
  return server;
}

async function openPlans(user: ReturnType<typeof userEvent.setup>) {
  renderPage(<FeePlansButton ledgerId="ledger-1" />);
  await user.click(screen.getByRole("button", { name: "Fee plans" }));
  return screen.findByRole("dialog", { name: "Fee plans" });
}

describe("Fee plans", () => {
  it("lists each plan with its schedule and the periods already charged", async () => {
    feePlanServer([
      tuition,
      {
        ...tuition,
        id: "plan-2",
        description: "Exam fee",
        amount: 300,
        schedule: "once",
        dayOfMonth: null,
        dueDate: "2025-12-01",
        chargedPeriods: [],
      },
    ]);
    const dialog = await openPlans(userEvent.setup());
    const list = await within(dialog).findByRole("list", { name: "Fee plans of this ledger" });
    const [first, second] = within(list).getAllByRole("listitem");
    expect(first).toHaveTextContent(
      "Tuition₹500 every month on day 5Charged this session: Oct 2025 (30 students), Nov 2025 (1 student)",
    );
    expect(second).toHaveTextContent("Exam fee₹300 once, on 01 Dec 2025Not charged yet this session.");
  });

  it("adds a monthly plan and a one-off, sending only the chosen schedule's field", async () => {
    const { calls } = feePlanServer([]);
    const user = userEvent.setup();
    const dialog = await openPlans(user);
    expect(
      await within(dialog).findByText("No fee plans yet. Add one, e.g. Tuition ₹500 every month."),
    ).toBeInTheDocument();
    // Nothing to post without a plan.
    expect(within(dialog).getByRole("button", { name: "Post this month's fees" })).toBeDisabled();

    await user.click(within(dialog).getByRole("button", { name: "Add fee plan" }));
    let form = await screen.findByRole("dialog", { name: "Add a fee plan" });
    await user.click(within(form).getByRole("button", { name: "Save plan" }));
    expect(await within(form).findByText("Enter what the fee is for, like Tuition fee.")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);

    await user.type(within(form).getByLabelText("Description"), "Tuition");
    await user.type(within(form).getByLabelText("Fee per student (₹)"), "500");
    await user.selectOptions(within(form).getByLabelText("Day of the month"), "5");
    await user.click(within(form).getByRole("button", { name: "Save plan" }));
    expect(await screen.findByText("Fee plan “Tuition” saved")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add a fee plan" })).not.toBeInTheDocument());

    await user.click(within(dialog).getByRole("button", { name: "Add fee plan" }));
    form = await screen.findByRole("dialog", { name: "Add a fee plan" });
    await user.type(within(form).getByLabelText("Description"), "Exam fee");
    await user.type(within(form).getByLabelText("Fee per student (₹)"), "300");
    // The head is Tuition fee until another is picked; archived heads are not offered.
    expect(within(form).getByLabelText("Fee head")).toHaveDisplayValue("Tuition fee");
    expect(within(form).queryByRole("option", { name: "Old head" })).not.toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText("Fee head"), "Exam fee");
    await user.selectOptions(within(form).getByLabelText("When"), "once");
    await user.clear(within(form).getByLabelText("Date"));
    await user.type(within(form).getByLabelText("Date"), "2025-09-01");
    await user.click(within(form).getByRole("button", { name: "Save plan" }));
    expect(await screen.findByText("Fee plan “Exam fee” saved")).toBeInTheDocument();

    expect(calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([
      {
        description: "Tuition",
        amount: 500,
        feeHeadId: headIds.tuition,
        lateFine: null,
        schedule: "monthly",
        dayOfMonth: 5,
      },
      {
        description: "Exam fee",
        amount: 300,
        feeHeadId: headIds.exam,
        lateFine: null,
        schedule: "once",
        dueDate: "2025-09-01",
      },
    ]);
    const list = await within(dialog).findByRole("list", { name: "Fee plans of this ledger" });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole("listitem")
          .map((item) => item.firstChild?.firstChild?.textContent),
      ).toEqual(["Tuition", "Exam fee"]),
    );
  });

  it("adds a quarterly plan with a fine per day and a plan in terms, and lists them with their rules", async () => {
    const { calls } = feePlanServer([]);
    const user = userEvent.setup();
    const dialog = await openPlans(user);
    await user.click(await within(dialog).findByRole("button", { name: "Add fee plan" }));
    let form = await screen.findByRole("dialog", { name: "Add a fee plan" });
    await user.type(within(form).getByLabelText("Description"), "Tuition");
    await user.type(within(form).getByLabelText("Fee per student (₹)"), "1500");
    await user.selectOptions(within(form).getByLabelText("When"), "quarterly");
    await user.selectOptions(within(form).getByLabelText("Day of the month"), "10");
    await user.click(within(form).getByLabelText("Late fine when unpaid after a grace period"));
    await user.selectOptions(within(form).getByLabelText("Fine"), "per-day");
    await user.type(within(form).getByLabelText("Fine per day (₹)"), "5");
    // A fine per day without a cap is refused before anything is sent.
    await user.click(within(form).getByRole("button", { name: "Save plan" }));
    expect(await within(form).findByText("A fine per day needs a cap: the most it can grow to.")).toBeInTheDocument();
    await user.type(within(form).getByLabelText("At most (₹)"), "100");
    await user.click(within(form).getByRole("button", { name: "Save plan" }));
    expect(await screen.findByText("Fee plan “Tuition” saved")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Add fee plan" }));
    form = await screen.findByRole("dialog", { name: "Add a fee plan" });
    await user.type(within(form).getByLabelText("Description"), "Annual fee");
    await user.type(within(form).getByLabelText("Fee per student (₹)"), "4000");
    await user.selectOptions(within(form).getByLabelText("When"), "terms");
    await user.clear(within(form).getByLabelText("Instalment 1: due date"));
    await user.type(within(form).getByLabelText("Instalment 1: due date"), "2025-04-15");
    await user.click(within(form).getByRole("button", { name: "Add an instalment" }));
    await user.type(within(form).getByLabelText("Instalment 2: due date"), "2025-10-15");
    await user.click(within(form).getByRole("button", { name: "Save plan" }));
    expect(await screen.findByText("Fee plan “Annual fee” saved")).toBeInTheDocument();

    expect(calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([
      {
        description: "Tuition",
        amount: 1500,
        feeHeadId: headIds.tuition,
        schedule: "quarterly",
        dayOfMonth: 10,
        lateFine: { graceDays: 10, kind: "per-day", amount: 5, cap: 100 },
      },
      {
        description: "Annual fee",
        amount: 4000,
        feeHeadId: headIds.tuition,
        lateFine: null,
        schedule: "terms",
        terms: [
          { label: "Term 1", dueDate: "2025-04-15" },
          { label: "Term 2", dueDate: "2025-10-15" },
        ],
      },
    ]);
  });

  it("reads quarterly and term plans, their late fines and their periods", async () => {
    feePlanServer([
      {
        ...tuition,
        schedule: "quarterly",
        dayOfMonth: 10,
        lateFine: { graceDays: 10, kind: "fixed", amount: 50, cap: null },
        chargedPeriods: [{ period: "2025-26/Q1", students: 30 }],
      },
      {
        ...tuition,
        id: "plan-2",
        description: "Annual fee",
        schedule: "terms",
        dayOfMonth: null,
        terms: [
          { label: "Term 1", dueDate: "2025-04-15" },
          { label: "Term 2", dueDate: "2025-10-15" },
        ],
        chargedPeriods: [{ period: "2025-26/T1", students: 2 }],
      },
    ]);
    const dialog = await openPlans(userEvent.setup());
    const list = await within(dialog).findByRole("list", { name: "Fee plans of this ledger" });
    const [first, second] = within(list).getAllByRole("listitem");
    expect(first).toHaveTextContent(
      "₹500 every quarter on day 10 · Late fine ₹50 after 10 daysCharged this session: Q1 2025-26 (30 students)",
    );
    expect(second).toHaveTextContent(
      "₹500 in 2 instalments: Term 1 15 Apr 2025, Term 2 15 Oct 2025Charged this session: Term 1, 2025-26 (2 students)",
    );
  });

  it("shows the server's refusal next to the field", async () => {
    mockApi({
      "GET /fee-heads": () => ok(heads),
      "GET /ledger/ledger-1/fee-plans": () => ok([]),
      "POST /ledger/ledger-1/fee-plans": () => fail(404, "NOT_FOUND", "Ledger not found"),
    });
    const user = userEvent.setup();
    const dialog = await openPlans(user);
    await user.click(within(dialog).getByRole("button", { name: "Add fee plan" }));
    const form = await screen.findByRole("dialog", { name: "Add a fee plan" });
    await user.type(within(form).getByLabelText("Description"), "Tuition");
    await user.type(within(form).getByLabelText("Fee per student (₹)"), "500");
    await user.click(within(form).getByRole("button", { name: "Save plan" }));
    expect(await within(form).findByText("The plan was not saved: Ledger not found")).toBeInTheDocument();
  });

  it("posts this month's fees and says how many students were charged", async () => {
    const { calls } = feePlanServer();
    const user = userEvent.setup();
    const dialog = await openPlans(user);
    await user.click(await within(dialog).findByRole("button", { name: "Post this month's fees" }));
    expect(await screen.findByText("Charged 3 students, ₹2,400 in all")).toBeInTheDocument();
    expect(calls.find((call) => call.path.endsWith("/post-due"))).toEqual({
      method: "POST",
      path: "/ledger/ledger-1/fee-plans/post-due",
      body: {},
    });
    // The plans are read again and show the new period.
    expect(await within(dialog).findByText(/Dec 2025 \(3 students\)/)).toBeInTheDocument();
  });

  it("deletes a plan only after confirmation", async () => {
    const { calls } = feePlanServer();
    const user = userEvent.setup();
    const dialog = await openPlans(user);
    await user.click(await within(dialog).findByRole("button", { name: "Delete Tuition" }));
    let confirm = await screen.findByRole("alertdialog", { name: "Delete this fee plan?" });
    expect(confirm).toHaveTextContent("Tuition: ₹500 every month on day 5");
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(calls.filter((call) => call.method === "DELETE")).toEqual([]);

    await user.click(within(dialog).getByRole("button", { name: "Delete Tuition" }));
    confirm = await screen.findByRole("alertdialog", { name: "Delete this fee plan?" });
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Fee plan “Tuition” deleted")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual(["/fee-plans/plan-1"]);
    expect(
      await within(dialog).findByText("No fee plans yet. Add one, e.g. Tuition ₹500 every month."),
    ).toBeInTheDocument();
  });

  it("speaks Hindi", async () => {
    feePlanServer();
    await i18next.changeLanguage("hi");
    try {
      const user = userEvent.setup();
      renderPage(<FeePlansButton ledgerId="ledger-1" />);
      await user.click(screen.getByRole("button", { name: "शुल्क योजनाएँ" }));
      const dialog = await screen.findByRole("dialog", { name: "शुल्क योजनाएँ" });
      expect(await within(dialog).findByText("हर महीने 5 तारीख़ को ₹500")).toBeInTheDocument();
      expect(within(dialog).getByRole("button", { name: "इस महीने का शुल्क लगाएँ" })).toBeEnabled();
    } finally {
      await i18next.changeLanguage("en");
    }
  });
});
