// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { cloneElement, type ComponentProps, type ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Defaulter, DuesSummary } from "@/shared/api/dues";
import { mockApi, ok } from "../../components/testing/mock-api";
import { renderPage } from "../../components/testing/render-page";
import { i18next } from "../../lib/i18n";
import DuesPage from "./dues-page";

vi.mock("@/client/lib/session/use-current-user", () => import("../../components/testing/fake-current-user"));
// jsdom lays nothing out, so the chart gets a phone's size instead of measuring its box.
// jsdom draws no tick text either, so the test reads the rupee axis's formatter where recharts gets it.
const yAxis = vi.hoisted(() => ({ format: undefined as ((value: number) => string) | undefined }));
vi.mock("recharts", async (original) => {
  const recharts = await original<typeof import("recharts")>();
  return {
    ...recharts,
    YAxis: (props: ComponentProps<typeof recharts.YAxis>) => {
      yAxis.format = props.tickFormatter as (value: number) => string;
      return <recharts.YAxis {...props} />;
    },
    ResponsiveContainer: ({ children }: { children: ReactElement<{ width?: number; height?: number }> }) =>
      cloneElement(children, { width: 360, height: 256 }),
  };
});

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
function duesServer() {
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

  it("reminds every defaulter of the filters, not only the page shown, counting them in English and Hindi", async () => {
    // 23 defaulters: the server pages them 20 + 3.
    const everyone = Array.from({ length: 23 }, (_, index) => defaulter(`Student ${index + 1}`, "2025-26"));
    const api = mockApi({
      "GET /dues/summary": () => ok(summaryOf("2025-26")),
      "GET /dues/defaulters": ({ url }) => {
        const page = Number(url.searchParams.get("page"));
        return ok(everyone.slice((page - 1) * 20, page * 20), { currentPage: page, totalPages: 2 });
      },
      "GET /reminders/template": () => ok({ en: null, hi: null }),
      "POST /reminders": () => ({ status: 201, body: { success: true, data: {} } }),
    });
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    renderPage(<DuesPage />, { path: "/dues", url: "/dues" });
    const list = await screen.findByRole("list", { name: "Students with an outstanding balance, largest first" });
    expect(await within(list).findAllByRole("listitem")).toHaveLength(20);

    await userEvent.click(screen.getByRole("button", { name: "Remind all" }));
    await userEvent.click(await screen.findByRole("button", { name: "Remind 1 of 23: Student 1" }));
    await userEvent.click(await screen.findByRole("button", { name: "Remind 2 of 23: Student 2" }));
    expect(await screen.findByRole("button", { name: "Remind 3 of 23: Student 3" })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === "POST" && c.path === "/reminders").map((c) => c.body)).toEqual([
      { studentId: "s-Student 1" },
      { studentId: "s-Student 2" },
    ]);
    expect(open).toHaveBeenCalledTimes(2);
    expect(api.fetchMock.mock.calls.map(([input]) => String(input))).toContain(
      "/api/v1/dues/defaulters?session=2025-26&page=2",
    );

    await i18next.changeLanguage("hi");
    expect(await screen.findByRole("button", { name: "23 में से 3 को याद दिलाएँ: Student 3" })).toBeInTheDocument();
    open.mockRestore();
  });

  it("labels the chart's rupee axis in Indian grouping and keeps every month", async () => {
    duesServer();
    const { container } = renderPage(<DuesPage />, { path: "/dues", url: "/dues" });
    // One tick per month of the session: none is skipped on a 360 px phone.
    await waitFor(() =>
      expect(container.querySelectorAll(".recharts-xAxis .recharts-cartesian-axis-tick")).toHaveLength(12),
    );
    expect(yAxis.format?.(15000)).toBe("₹15,000");
    expect(yAxis.format?.(150000)).toBe("₹1,50,000");
  });
});
