// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import i18next from "i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeWallet, mockApi, ok } from "../../components/testing/mock-api";
import { renderPage } from "../../components/testing/render-page";
import { CoinBadge } from "./coin-badge";

vi.mock("@/client/lib/session/use-current-user", () => import("../../components/testing/fake-current-user"));

const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000 - 60_000).toISOString();
const premium = (coins: number) =>
  mockApi({ "GET /wallet": () => ok({ ...fakeWallet, coins, isPremium: true, premiumUntil: inDays(29) }) });

afterEach(() => i18next.changeLanguage("en"));

describe("the header's coin badge", () => {
  it("shows a premium school its days left and, once it has coins, the count beside them", async () => {
    premium(220);
    renderPage(<CoinBadge />);
    expect(await screen.findByTestId("coin-badge-premium")).toHaveTextContent("Premium · 29d");
    expect(screen.getByTestId("coin-badge-coins")).toHaveTextContent("220");
    expect(await screen.findByRole("link", { name: "Premium, 29 days left, 220 coins" })).toHaveAttribute(
      "href",
      "/BuyCoins",
    );
  });

  it("says the days in Hindi and leaves the coins out while there are none", async () => {
    await i18next.changeLanguage("hi");
    premium(0);
    renderPage(<CoinBadge />);
    expect(await screen.findByTestId("coin-badge-premium")).toHaveTextContent("प्रीमियम · 29 दिन");
    expect(screen.queryByTestId("coin-badge-coins")).not.toBeInTheDocument();
  });

  it("shows the coin count without Premium, and nothing when billing is off", async () => {
    mockApi({});
    const view = renderPage(<CoinBadge />);
    expect(await screen.findByTestId("coin-badge")).toHaveTextContent(/^20 coins$/);
    view.unmount();
    const { calls } = mockApi({ "GET /wallet": () => ok({ ...fakeWallet, billing: false }) });
    renderPage(<CoinBadge />);
    await vi.waitFor(() => expect(calls.some((call) => call.path === "/wallet")).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId("coin-badge")).not.toBeInTheDocument();
  });
});
