// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DaySummary } from "@/shared/api/day-summary";
import { todayInIndia } from "@/shared/rules/calendar-date";
import { fakeUser } from "../../components/testing/fake-current-user";
import { deferred, fakeLedger, fakeSchool, mockApi, ok } from "../../components/testing/mock-api";
import { renderPage } from "../../components/testing/render-page";
import { i18next } from "../../lib/i18n";
import { daySummaryKey } from "./api/use-day-summary";
import { TodaySummaryCard } from "./components/today-summary-card";
import LedgerDetailsPage from "./ledger-details-page";

vi.mock("@/client/lib/session/use-current-user", () => import("../../components/testing/fake-current-user"));

const today = todayInIndia();
const summary: DaySummary = {
  date: today,
  collected: { cash: 240, upi: 200, cheque: 0, bank: 1500.5, none: 50, total: 1990.5 },
  cancellations: { count: 2, amount: 170 },
  refunds: { count: 1, amount: 40 },
  concessions: { count: 2, amount: 125.5 },
  finesWaived: { count: 3, amount: 25.5 },
  edits: { count: 1 },
};
const routes = {
  [`GET /ledger/${fakeSchool._id}`]: () => ok([fakeLedger({})]),
  "GET /day-book/summary": () => ok(summary),
};
const day = (filter = "") => `/day-book?from=${today}&to=${today}${filter}`;

/** The card once its figures have come (it shows at once, holding its place, while they load). */
async function loadedCard(name = "Today's summary") {
  const card = await screen.findByRole("region", { name });
  await waitFor(() => expect(card).toHaveAttribute("aria-busy", "false"));
  return card;
}

afterEach(async () => {
  await i18next.changeLanguage("en");
});

describe("Today's summary on Ledger Details (issue 28)", () => {
  it("shows the owner today's money, each figure a link to its entries", async () => {
    const { calls } = mockApi(routes);
    renderPage(<LedgerDetailsPage />);
    const card = await loadedCard();
    const link = (name: RegExp) => within(card).getByRole("link", { name });
    expect(link(/^Collected/)).toHaveAttribute("href", day());
    expect(link(/^Collected/)).toHaveTextContent("₹1,990.50");
    expect(link(/^Cash/)).toHaveAttribute("href", day("&mode=cash"));
    expect(link(/^Cash/)).toHaveTextContent("₹240");
    expect(link(/^UPI/)).toHaveAttribute("href", day("&mode=upi"));
    expect(link(/^Cheque/)).toHaveAttribute("href", day("&mode=cheque"));
    expect(link(/^Bank/)).toHaveTextContent("₹1,500.50");
    expect(link(/^Not stated/)).toHaveAttribute("href", day("&mode=none"));
    expect(link(/^Cancellations/)).toHaveAttribute("href", day("&kind=cancellation"));
    expect(link(/^Cancellations/)).toHaveTextContent("2 · ₹170");
    expect(link(/^Refunds/)).toHaveAttribute("href", day("&kind=refund"));
    expect(link(/^Refunds/)).toHaveTextContent("1 · ₹40");
    expect(link(/^Concessions given/)).toHaveTextContent("2 · ₹125.50");
    expect(link(/^Late fines waived/)).toHaveTextContent("3 · ₹25.50");
    expect(link(/^Late fines waived/)).toHaveAttribute("href", "/activity");
    expect(link(/^Receipts edited/)).toHaveTextContent("1");
    expect(calls.find((call) => call.path === "/day-book/summary")).toBeDefined();
  });

  it("speaks Hindi", async () => {
    await i18next.changeLanguage("hi");
    mockApi(routes);
    renderPage(<LedgerDetailsPage />);
    await loadedCard("आज का सारांश");
    expect(screen.getByRole("link", { name: /^नकद/ })).toHaveAttribute("href", day("&mode=cash"));
    expect(screen.getByRole("link", { name: /^रद्द रसीदें/ })).toHaveTextContent("2 · ₹170");
    expect(screen.getByRole("link", { name: /^माफ़ किया विलंब शुल्क/ })).toBeInTheDocument();
  });

  it("keeps its place with every tile while the day is read, so the ledgers below do not move", async () => {
    const summaryCall = deferred();
    mockApi({ ...routes, "GET /day-book/summary": () => summaryCall.promise });
    renderPage(<LedgerDetailsPage />);
    const card = await screen.findByRole("region", { name: "Today's summary" });
    expect(card).toHaveAttribute("aria-busy", "true");
    const tiles = within(card).getAllByRole("link");
    expect(tiles).toHaveLength(11);
    for (const tile of tiles) expect(tile).toHaveTextContent("…");
    expect(within(card).getByRole("link", { name: /^Cash/ })).toHaveAttribute("href", day("&mode=cash"));

    summaryCall.release(ok(summary));
    await waitFor(() => expect(card).toHaveAttribute("aria-busy", "false"));
    expect(within(card).getAllByRole("link")).toHaveLength(11);
    expect(within(card).getByRole("link", { name: /^Collected/ })).toHaveTextContent("₹1,990.50");
  });

  it("does not ask again for the day the page's HTML has just answered, but does for an older answer", async () => {
    const { calls } = mockApi(routes);
    const cardWith = (updatedAt: number) => {
      const client = new QueryClient();
      client.setQueryData(daySummaryKey(today), summary, { updatedAt });
      return render(
        <QueryClientProvider client={client}>
          <MemoryRouter>
            <TodaySummaryCard />
          </MemoryRouter>
        </QueryClientProvider>,
      );
    };
    const asked = () => calls.filter((call) => call.path === "/day-book/summary").length;

    const justAnswered = cardWith(Date.now());
    expect(await screen.findByText("₹1,990.50")).toBeInTheDocument();
    expect(asked()).toBe(0);
    justAnswered.unmount();

    cardWith(Date.now() - 60_000);
    expect(await screen.findByText("₹1,990.50")).toBeInTheDocument();
    await waitFor(() => expect(asked()).toBe(1));
  });

  it("is not shown to staff, and not asked for", async () => {
    const { calls } = mockApi({
      ...routes,
      [`GET /school/uid/${fakeUser.id}`]: () => ok({ ...fakeSchool, role: "staff" }),
    });
    renderPage(<LedgerDetailsPage />);
    expect(await screen.findByText("Class 10 A")).toBeInTheDocument();
    expect(screen.queryByText("Today's summary")).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === "/day-book/summary")).toBe(false);
  });
});
