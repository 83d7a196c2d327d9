// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useLocation } from "react-router";
import type { ActivityEntry } from "@/shared/api/activity";
import type { Ledger } from "@/shared/api/ledger";
import type { Student } from "@/shared/api/student";
import { activityText, type ActivityText } from "@/shared/rules/activity-texts";
import { fakeUser } from "../../components/testing/fake-current-user";
import { fail, fakeSchool, mockApi, ok } from "../../components/testing/mock-api";
import { renderPage } from "../../components/testing/render-page";
import { i18next } from "../../lib/i18n";
import ActivityPage from "./activity-page";

vi.mock("@/client/lib/session/use-current-user", () => import("../../components/testing/fake-current-user"));

const ledger = (id: string, ledgerName: string): Ledger => ({
  _id: id,
  ledgerName,
  className: "5",
  sessionYear: "2025-26",
  schoolOwnerId: fakeSchool._id,
  studentCount: 2,
  transactionCount: 0,
  outstanding: 0,
  collected: 0,
  owingCount: 0,
  createdAt: "2025-04-01T00:00:00.000Z",
  updatedAt: "2025-04-01T00:00:00.000Z",
});
const student = (id: string, name: string, ledgerOwnerId: string, rollNumber = ""): Student => ({
  _id: id,
  name,
  fatherName: "",
  motherName: "",
  dateOfBirth: "",
  rollNumber,
  phoneNumber: "9876543210",
  address: "",
  ledgerOwnerId,
  schoolOwnerId: fakeSchool._id,
  transactionCount: 1,
  balance: 0,
  photoVersion: null,
});
const students = [
  student("s-meera", "Meera Jha", "l-5", "7"),
  student("s-kabir", "Kabir Das", "l-5"),
  student("s-mohan", "Mohan Lal", "l-6"),
];
const coded = (id: string, text: ActivityText, who = "Ravi"): ActivityEntry => ({
  id,
  at: "2025-04-10T05:30:00.000Z",
  userId: "clerk",
  email: "clerk@example.com",
  who,
  action: "create",
  entity: "transaction",
  entityId: id,
  code: text.code,
  params: text.params,
  summary: `@${text.code}`,
});
const entry = (id: string, type: "credit" | "debit", amount: number, student: string) =>
  coded(id, activityText("transactionCreated", { type, amount, student }));

/** The school's activity: everything, or only the student asked for (as the server filters it). */
function activityServer(role: "owner" | "staff" = "owner") {
  return mockApi({
    [`GET /school/uid/${fakeUser.id}`]: () => ok({ ...fakeSchool, role }),
    "GET /members": () =>
      ok({
        members: [
          {
            userId: "clerk",
            name: "Ravi",
            email: "clerk@example.com",
            role: "staff",
            joinedAt: "2025-04-01T00:00:00.000Z",
          },
        ],
        invitations: [],
      }),
    [`GET /ledger/${fakeSchool._id}`]: () => ok([ledger("l-5", "Class 5"), ledger("l-6", "Class 6")]),
    "GET /student/ledger/l-5": ({ url }) => {
      const search = (url.searchParams.get("search") ?? "").toLowerCase();
      const rows = students.filter((row) => row.ledgerOwnerId === "l-5" && row.name.toLowerCase().includes(search));
      return ok(rows, { currentPage: 1, totalPages: 1, totalCount: rows.length });
    },
    "GET /student/s-meera": () => ok(students[0]),
    "GET /activity": ({ url }) =>
      url.searchParams.get("studentId") === "s-meera"
        ? ok([entry("a1", "credit", 1500, "Meera Jha")], { currentPage: 1, totalPages: 1 })
        : ok([entry("a2", "debit", 200, "Kabir Das"), entry("a1", "credit", 1500, "Meera Jha")], {
            currentPage: 1,
            totalPages: 1,
          }),
  });
}

function UrlProbe() {
  return <p data-testid="url">{useLocation().search}</p>;
}

const renderActivity = (url = "/activity") =>
  renderPage(
    <>
      <ActivityPage />
      <UrlProbe />
    </>,
    { path: "/activity", url },
  );

afterEach(async () => {
  await i18next.changeLanguage("en");
});

describe("Activity: filter by student", () => {
  it("picks a ledger, searches its students by name as the owner types, and filters by the one chosen until cleared", async () => {
    const { fetchMock } = activityServer();
    const user = userEvent.setup();
    renderActivity();
    expect(await screen.findByText(/Dues ₹200 — Kabir Das/)).toBeVisible();
    const name = screen.getByRole("searchbox", { name: "Student" });
    expect(name).toBeDisabled();
    expect(name).toHaveAccessibleDescription("Choose the student's ledger first.");
    await screen.findByRole("option", { name: "Class 5 (2025-26)" });

    await user.selectOptions(screen.getByRole("combobox", { name: "Ledger" }), "l-5");
    const matches = await screen.findByRole("list", { name: "Matching students" });
    expect(
      within(matches)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Meera Jha · 7", "Kabir Das"]);

    await user.type(name, "mee");
    await waitFor(() =>
      expect(within(screen.getByRole("list", { name: "Matching students" })).getAllByRole("button")).toHaveLength(1),
    );
    const searched = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), "http://localhost"))
      .filter((url) => url.pathname === "/api/v1/student/ledger/l-5");
    expect(searched.at(-1)!.searchParams.get("search")).toBe("mee");
    expect(searched.at(-1)!.searchParams.get("sort")).toBe("name");

    await user.click(screen.getByRole("button", { name: "Meera Jha · 7" }));
    expect(screen.getByTestId("url")).toHaveTextContent("?studentId=s-meera");
    expect(await screen.findByText("Showing Meera Jha's history.")).toBeVisible();
    await waitFor(() => expect(screen.queryByText(/Kabir Das/)).not.toBeInTheDocument());
    expect(screen.getByText(/Received ₹1,500 — Meera Jha/)).toBeVisible();

    await user.click(screen.getByRole("button", { name: "All students" }));
    expect(screen.getByTestId("url")).toHaveTextContent(/^$/);
    expect(await screen.findByText(/Dues ₹200 — Kabir Das/)).toBeVisible();
    expect(screen.getByRole("combobox", { name: "Ledger" })).toBeVisible();
  });

  it("opens on ?studentId= with that student named, with the ledger it belongs to", async () => {
    activityServer();
    renderActivity("/activity?studentId=s-meera");
    expect(await screen.findByText("Showing Meera Jha's history.")).toBeVisible();
    expect(await screen.findByText("(Class 5)")).toBeVisible();
    expect(await screen.findByText(/Received ₹1,500 — Meera Jha/)).toBeVisible();
    expect(screen.queryByText(/Kabir Das/)).not.toBeInTheDocument();
  });

  it("says so when no student of the ledger matches", async () => {
    activityServer();
    const user = userEvent.setup();
    renderActivity();
    await screen.findByRole("option", { name: "Class 5 (2025-26)" });
    await user.selectOptions(screen.getByRole("combobox", { name: "Ledger" }), "l-5");
    await user.type(screen.getByRole("searchbox", { name: "Student" }), "zz");
    expect(await screen.findByText("No student of this ledger matches.")).toBeVisible();
    expect(screen.queryByRole("list", { name: "Matching students" })).not.toBeInTheDocument();
  });

  it("speaks Hindi", async () => {
    await i18next.changeLanguage("hi");
    activityServer();
    renderActivity("/activity?studentId=s-meera");
    expect(await screen.findByText("Meera Jha का इतिहास दिखाया जा रहा है।")).toBeVisible();
    expect(screen.getByRole("button", { name: "सभी छात्र" })).toBeVisible();
  });
});

describe("Activity: owner only", () => {
  it("tells staff it is the owner's, and never asks for the log or the team", async () => {
    const { calls } = activityServer("staff");
    renderActivity();
    expect(await screen.findByText("Only the school's owner manages the team.")).toBeVisible();
    expect(screen.queryByRole("combobox", { name: "Ledger" })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === "/activity" || call.path === "/members")).toBe(false);
  });

  it("offers nothing and asks nothing while the role is unknown", async () => {
    const { calls } = mockApi({ [`GET /school/uid/${fakeUser.id}`]: () => fail(503, "SERVICE_UNAVAILABLE", "Down") });
    renderActivity();
    await waitFor(() => expect(calls.some((call) => call.path === `/school/uid/${fakeUser.id}`)).toBe(true));
    expect(screen.getByRole("status")).toContainElement(screen.getByLabelText("Loading..."));
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === "/activity" || call.path === "/members")).toBe(false);
  });
});

/** One entry of every kind a service writes, with Hindi names: the Hindi page must show no English word. */
const everyKind: ActivityEntry[] = [
  activityText("schoolCreated", { school: "सरस्वती विद्यालय" }),
  activityText("schoolUpdated", { school: "सरस्वती विद्यालय" }),
  activityText("reminderTemplatesChanged", {}),
  activityText("ledgerCreated", { ledger: "कक्षा 5", session: "2025-26" }),
  activityText("ledgerUpdated", { ledger: "कक्षा 5", session: "2025-26" }),
  activityText("ledgerDeleted", { ledger: "कक्षा 5", session: "2025-26", students: 3 }),
  activityText("ledgerRolledOver", {
    students: 2,
    from: "कक्षा 5",
    ledger: "कक्षा 6",
    session: "2026-27",
    carried: 1200,
  }),
  activityText("studentsImported", { students: 40, ledger: "कक्षा 5" }),
  activityText("studentCreated", { student: "सोनी पासवान", ledger: "कक्षा 5", fee: 500 }),
  activityText("studentCreated", { student: "सोनी पासवान", ledger: "कक्षा 5", fee: 0 }),
  activityText("studentUpdated", { student: "सोनी पासवान" }),
  activityText("studentDeleted", { student: "सोनी पासवान", transactions: 2 }),
  activityText("studentPhotoSet", { student: "सोनी पासवान" }),
  activityText("studentPhotoRemoved", { student: "सोनी पासवान" }),
  activityText("reminderSent", { student: "सोनी पासवान" }),
  activityText("transactionCreated", { type: "credit", amount: 200, student: "सोनी पासवान" }),
  activityText("transactionCreated", { type: "debit", amount: 200.5, student: "सोनी पासवान" }),
  activityText("transactionUpdated", { type: "credit", from: 200, amount: 250, student: "सोनी पासवान" }),
  activityText("transactionDeleted", { type: "debit", amount: 200, student: "सोनी पासवान" }),
  activityText("duesCharged", { description: "", students: 3, ledger: "कक्षा 5", total: 1500 }),
  activityText("duesCharged", { description: "अप्रैल शुल्क", students: 3, ledger: "कक्षा 5", total: 1500 }),
  activityText("feePlanCreated", { plan: "मासिक शुल्क", amount: 500, ledger: "कक्षा 5" }),
  activityText("feePlanDeleted", { plan: "मासिक शुल्क", amount: 500, ledger: "कक्षा 5" }),
  activityText("feePlanPosted", {
    plan: "मासिक शुल्क",
    periods: "2025-04, 2025-05",
    students: 3,
    ledger: "कक्षा 5",
    total: 3000,
  }),
  activityText("memberInvited", { email: "clerk@example.com" }),
  activityText("invitationRevoked", { email: "clerk@example.com" }),
  activityText("invitationDeclined", {}),
  activityText("memberJoined", { school: "सरस्वती विद्यालय" }),
  activityText("memberRemoved", { member: "रवि" }),
  activityText("coinsSpent", { coins: 1, tool: "omr-sheet" }),
  activityText("planBought", { kind: "coins", coins: 200, days: 0, amount: 200 }),
  activityText("planBought", { kind: "premium", coins: 0, days: 30, amount: 150 }),
  activityText("planBought", { kind: "dl-premium", coins: 0, days: 180, amount: 599 }),
].map((text, i) => coded(`k${i}`, text, "रवि"));

describe("Activity: in the reader's language", () => {
  it("shows every kind of entry in Hindi with people by name: no English word, only names, numbers and ₹ amounts", async () => {
    await i18next.changeLanguage("hi");
    mockApi({
      [`GET /school/uid/${fakeUser.id}`]: () => ok({ ...fakeSchool, role: "owner" }),
      "GET /members": () => ok({ members: [], invitations: [] }),
      [`GET /ledger/${fakeSchool._id}`]: () => ok([]),
      "GET /activity": () => ok(everyKind, { currentPage: 1, totalPages: 1 }),
    });
    renderActivity();
    const table = await screen.findByRole("table", { name: "गतिविधि" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(everyKind.length);
    for (const row of rows) {
      const text = (row.textContent ?? "").replace(/[\w.+-]+@[\w.-]+/g, "");
      expect(text, row.textContent ?? "").not.toMatch(/[A-Za-z]/);
    }
    expect(within(table).getAllByText("रवि").length).toBeGreaterThan(0);
    expect(within(table).queryByText("clerk@example.com")).not.toBeInTheDocument();
    expect(within(table).getByText("प्राप्त ₹200 — सोनी पासवान")).toBeVisible();
    expect(within(table).getByText("200 सिक्के ₹200 में ख़रीदा")).toBeVisible();
  });

  it("shows an entry from before codes as it was stored", async () => {
    mockApi({
      [`GET /school/uid/${fakeUser.id}`]: () => ok({ ...fakeSchool, role: "owner" }),
      "GET /members": () => ok({ members: [], invitations: [] }),
      [`GET /ledger/${fakeSchool._id}`]: () => ok([]),
      "GET /activity": () =>
        ok(
          [
            {
              ...coded("old", activityText("invitationDeclined", {})),
              code: null,
              params: {},
              summary: "Set up Old School",
            },
          ],
          {
            currentPage: 1,
            totalPages: 1,
          },
        ),
    });
    renderActivity();
    expect(await screen.findByText("Added: Set up Old School")).toBeVisible();
  });
});
