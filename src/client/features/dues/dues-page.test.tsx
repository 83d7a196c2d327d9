// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Defaulter, DuesSummary } from "@/shared/api/dues";
import { mockApi, ok } from "../../components/testing/mock-api";
import { renderPage } from "../../components/testing/render-page";
import { i18next } from "../../lib/i18n";
import DuesPage from "./dues-page";

vi.mock("@/client/lib/session/use-current-user", () => import("../../components/testing/fake-current-user"));

const months = Array.from({ length: 12 }, (_, index) => {
  const month = ((index + 3) % 12) + 1;
  const year = month >= 4 ? 2025 : 2026;
  return { month: `${year}-${String(month).padStart(2, "0")}`, charged: 30000, received: index === 0 ? 15000 : 0 };
});
const summaryOf = (session: string): DuesSummary => ({
  session,
  sessions: ["2026-27", "2025-26"],
  charged: 30000,
  received: 15000,
  outstanding: 15000,
  concessions: [],
  ledgers: [
    {
      ledgerId: `l-${session}`,
      ledgerName: `Class 5 ${session}`,
      charged: 30000,
      received: 15000,
      outstanding: 15000,
      defaulters: 1,
    },
  ],
  months,
});
const defaulter = (name: string, session: string): Defaulter => ({
  studentId: `s-${name}`,
  name,
  ledgerName: `Class 5 ${session}`,
  phoneNumber: "9876543210",
  outstanding: 1500,
  lastPaymentDate: "2025-05-03",
  lastRemindedAt: null,
});

/** A school whose students are in 2025-26 while 2026-27 has only empty ledgers (the server's default). */
function duesServer(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    "GET /dues/summary": ({ url }) => ok(summaryOf(url.searchParams.get("session") ?? "2025-26")),
    "GET /dues/defaulters": ({ url }) => {
      const session = url.searchParams.get("session") ?? "";
      const search = (url.searchParams.get("search") ?? "").toLowerCase();
      const rows = ["Asha Verma", "Ravi Kumar"]
        .map((name) => defaulter(`${name} ${session}`, session))
        .filter((d) => d.name.toLowerCase().includes(search));
      return ok(rows, { currentPage: 1, totalPages: 1 });
    },
    "GET /reminders/template": () => ok({ en: null, hi: null }),
    ...overrides,
  });
}

afterEach(async () => {
  await i18next.changeLanguage("en");
});

describe("Dues page", () => {
  it("shows the server's default session, lets the director pick another, and lists its defaulters", async () => {
    const api = duesServer();
    renderPage(<DuesPage />, { path: "/dues", url: "/dues" });
    const picker = await screen.findByRole("combobox", { name: "Session" });
    expect(picker).toHaveValue("2025-26");
    expect(
      within(picker)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["2026-27", "2025-26"]);
    expect(await screen.findByText("Asha Verma 2025-26")).toBeInTheDocument();
    expect(screen.getByText(/session 2025-26/)).toBeInTheDocument();

    await userEvent.selectOptions(picker, "2026-27");
    expect(await screen.findByText("Asha Verma 2026-27")).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === "/dues/summary")).toBe(true);
    expect(screen.getByText(/session 2026-27/)).toBeInTheDocument();
  });

  it("lists the concessions given this session by category, waived late fines among them, in Hindi too", async () => {
    duesServer({
      "GET /dues/summary": () =>
        ok({
          ...summaryOf("2025-26"),
          concessions: [
            { category: "rte", amount: 6000 },
            { category: "staff-ward", amount: 1250.5 },
            { category: "waiver", amount: 20 },
          ],
        }),
    });
    renderPage(<DuesPage />, { path: "/dues", url: "/dues" });
    const given = await screen.findByTestId("concessions-given");
    expect(given).toHaveTextContent("RTE ₹6,000Staff ward ₹1,250.50Late fines waived ₹20");
    await i18next.changeLanguage("hi");
    expect(await screen.findByText("इस सत्र में दी गई छूट")).toBeInTheDocument();
    expect(screen.getByTestId("concessions-given")).toHaveTextContent("माफ़ किया विलंब शुल्क ₹20");
  });

  it("shows each defaulter as one compact row with the amount and a remind icon named after the student", async () => {
    duesServer();
    renderPage(<DuesPage />, { path: "/dues", url: "/dues" });
    const list = await screen.findByRole("list", { name: "Students with an outstanding balance, largest first" });
    const rows = await within(list).findAllByRole("listitem");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("Asha Verma 2025-26₹1,500");
    expect(rows[0]).toHaveTextContent("Class 5 2025-26 · 9876543210 · paid");
    const remind = within(rows[0]!).getByRole("link", { name: "Remind on WhatsApp: Asha Verma 2025-26" });
    // Only the icon is visible, so the accessible name cannot contradict a visible text.
    expect(remind).toHaveTextContent(/^$/);
  });

  it("searches defaulters by name on the server", async () => {
    const api = duesServer();
    renderPage(<DuesPage />, { path: "/dues", url: "/dues" });
    await screen.findByText("Ravi Kumar 2025-26");
    await userEvent.type(screen.getByRole("searchbox", { name: "Search by name" }), "ravi");
    await waitFor(() => expect(screen.queryByText("Asha Verma 2025-26")).not.toBeInTheDocument());
    expect(screen.getByText("Ravi Kumar 2025-26")).toBeInTheDocument();
    // The session and the search go to the server, which pages the result like every other list.
    expect(api.fetchMock.mock.calls.map(([input]) => String(input))).toContain(
      "/api/v1/dues/defaulters?session=2025-26&search=ravi&page=1",
    );
  });

  it("reminds families, not students, one tap each, and carries on after a reload", async () => {
    const family = (
      phone: string,
      names: string[],
      total: number,
      status = "pending",
      skipReason: string | null = null,
    ) => ({
      phone,
      status,
      skipReason,
      guardianName: "",
      children: names.map((name) => ({
        studentId: `s-${name}`,
        name,
        ledgerName: "Class 5",
        outstanding: total / names.length,
      })),
      total,
      link: null,
    });
    const families = [
      family("9800000001", ["Aarav", "Priya"], 12400),
      family("9800000002", ["Kabir"], 3000),
      family("9800000003", ["Meera"], 2000, "skipped", "promised"),
    ];
    const round = () => {
      const count = (status: string) => families.filter((f) => f.status === status).length;
      return {
        id: "round-1",
        startedAt: "2025-11-20T10:00:00.000Z",
        finishedAt: null,
        skipDays: 3,
        families,
        counts: { pending: count("pending"), sent: count("sent"), skipped: count("skipped") },
      };
    };
    const api = mockApi({
      "GET /dues/summary": () => ok(summaryOf("2025-26")),
      "GET /dues/defaulters": () => ok([defaulter("Aarav", "2025-26")], { currentPage: 1, totalPages: 1 }),
      "GET /dues/promises": () => ok({ families: 1, outstanding: 2000, by: "2025-12-05", promises: [] }),
      "GET /reminders/template": () => ok({ en: null, hi: null, familyEn: null, familyHi: null }),
      "POST /reminder-rounds": () => ({ status: 201, body: { success: true, data: round() } }),
      "GET /reminder-rounds/round-1": () => ok(round()),
      "POST /reminder-rounds/round-1/families/9800000001/sent": () => {
        families[0]!.status = "sent";
        return ok(families[0]);
      },
    });
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const page = renderPage(<DuesPage />, { path: "/dues", url: "/dues" });
    expect(await screen.findByText("Promised by 05 Dec 2025: ₹2,000 from 1 family")).toBeInTheDocument();

    await userEvent.click(await screen.findByRole("button", { name: "Remind all families" }));
    expect(api.calls.find((c) => c.method === "POST" && c.path === "/reminder-rounds")!.body).toEqual({
      session: "2025-26",
    });
    await userEvent.click(await screen.findByRole("button", { name: "Family 2 of 3: Aarav, Priya · ₹12,400" }));
    expect(open).toHaveBeenCalledTimes(1);
    const link = decodeURIComponent(String(open.mock.calls[0]![0]));
    expect(link).toContain("https://wa.me/919800000001?text=");
    expect(link).toContain("Aarav (Class 5): ₹6,200\nPriya (Class 5): ₹6,200\nTotal: ₹12,400");
    expect(link).not.toContain("UPI");

    // A reload: the round is read back from the server and goes on with the next family.
    page.unmount();
    renderPage(<DuesPage />, { path: "/dues", url: "/dues" });
    expect(await screen.findByRole("button", { name: "Family 3 of 3: Kabir · ₹3,000" })).toBeInTheDocument();
    expect(screen.getByText("Sent 1 · Skipped 1 · Left 1")).toBeInTheDocument();
    await i18next.changeLanguage("hi");
    expect(await screen.findByRole("button", { name: "3 में से परिवार 3: Kabir · ₹3,000" })).toBeInTheDocument();
    open.mockRestore();
    localStorage.clear();
  });

  it("draws every month of the session with its bars, the rupee axis in Indian grouping, and a table for screen readers", async () => {
    duesServer({
      "GET /dues/summary": () =>
        ok({
          ...summaryOf("2025-26"),
          months: months.map((m, index) => ({ ...m, charged: 150000, received: index === 1 ? 75000 : 0 })),
        }),
    });
    renderPage(<DuesPage />, { path: "/dues", url: "/dues" });
    const chart = await screen.findByTestId("month-chart");
    // One label per month: none is skipped on a 360 px phone.
    const labels = within(chart)
      .getAllByTestId("chart-month")
      .map((m) => m.textContent);
    // ("Sep" is "Sept" in some ICU versions: the months that read the same everywhere.)
    expect(labels).toHaveLength(12);
    expect([labels[0], labels[1], labels[7], labels[11]]).toEqual(["Apr", "May", "Nov", "Mar"]);
    // ₹1,50,000 in four round steps: 0 to ₹1,50,000 by ₹50,000.
    expect(
      within(chart)
        .getAllByTestId("chart-tick")
        .map((t) => t.textContent),
    ).toEqual(["₹0", "₹50,000", "₹1,00,000", "₹1,50,000"]);
    const may = within(chart).getByTitle("May: Charged ₹1,50,000, Received ₹75,000");
    expect([...may.querySelectorAll("span")].map((bar) => bar.style.height)).toEqual(["100%", "50%"]);
    const table = within(chart).getByRole("table", { name: "Received per month" });
    expect(within(table).getByRole("row", { name: "May ₹1,50,000 ₹75,000" })).toBeInTheDocument();
  });
});
