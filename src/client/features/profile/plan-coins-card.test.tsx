// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { WalletEntry } from "@/shared/api/wallet";
import { fakeUser } from "../../components/testing/fake-current-user";
import { fail, fakeSchool, fakeWallet, mockApi, ok } from "../../components/testing/mock-api";
import { renderPage } from "../../components/testing/render-page";
import { i18next } from "../../lib/i18n";
import ProfilePage from "./profile-page";

vi.mock("../../lib/session/use-current-user", async () => {
  const { fakeUser } = await import("../../components/testing/fake-current-user");
  return { useCurrentUser: vi.fn(() => ({ user: fakeUser, isPending: false, refetch: () => undefined })) };
});

const siteInfo = {
  legalName: "Bahi",
  supportPhone: "+91 90000-00000",
  supportEmail: "help@bahi.test",
  operationalAddress: "Sitamarhi, Bihar 843301",
};
const premiumWallet = {
  ...fakeWallet,
  coins: 37,
  isPremium: true,
  premiumUntil: "2026-12-31T12:00:00.000Z",
  dlPremiumUntil: "2027-01-15T12:00:00.000Z",
};
const entry = (id: string, kind: WalletEntry["kind"], coins: number, days = 0): WalletEntry => ({
  id,
  kind,
  coins,
  days,
  planId: null,
  orderId: null,
  createdAt: "2026-11-20T10:00:00.000Z",
});
const firstPage = [entry("e3", "spend", -1), entry("e2", "purchase", 200), entry("e1", "purchase", 0, 30)];

function renderProfile() {
  return renderPage(<ProfilePage />, { path: "/profile", url: "/profile" });
}

afterEach(async () => {
  vi.restoreAllMocks();
  await i18next.changeLanguage("en");
});

describe("profile: Plan and coins", () => {
  it("shows coins, Premium and DL Premium expiries, the companion-app hint and a Buy Coins link", async () => {
    mockApi({
      "GET /site-info": () => ok(siteInfo),
      "GET /wallet": () => ok(premiumWallet),
      "GET /wallet/entries": () => ok([], { currentPage: 1, totalPages: 1 }),
    });
    renderProfile();
    const card = await screen.findByTestId("plan-coins-card");
    expect(within(card).getByRole("heading", { name: "Plan and coins" })).toBeVisible();
    expect(within(card).getByTestId("wallet-coins")).toHaveTextContent("37");
    expect(within(card).getByTestId("wallet-premium")).toHaveTextContent("Premium until 31 Dec 2026");
    expect(within(card).getByTestId("wallet-dl-premium")).toHaveTextContent("Bahi DL app plan until 15 Jan 2027");
    expect(within(card).getByText(/Bahi DL is a separate companion phone app/)).toBeVisible();
    expect(within(card).getByRole("link", { name: "Buy Coins" })).toHaveAttribute("href", "/BuyCoins");
    expect(await within(card).findByText("No wallet entries yet.")).toBeVisible();
  });

  it("says No Premium and No DL Premium when neither is active", async () => {
    mockApi({
      "GET /site-info": () => ok(siteInfo),
      "GET /wallet/entries": () => ok([], { currentPage: 1, totalPages: 1 }),
    });
    renderProfile();
    const card = await screen.findByTestId("plan-coins-card");
    expect(within(card).getByTestId("wallet-coins")).toHaveTextContent("20");
    expect(within(card).getByTestId("wallet-premium")).toHaveTextContent("No Premium");
    expect(within(card).getByTestId("wallet-dl-premium")).toHaveTextContent("No Bahi DL app plan");
  });

  it("lists the owner's wallet history with signed coins and pages through it", async () => {
    const { calls } = mockApi({
      "GET /site-info": () => ok(siteInfo),
      "GET /wallet/entries": ({ url }) =>
        url.searchParams.get("page") === "2"
          ? ok([entry("e0", "trial", 10, 0)], { currentPage: 2, totalPages: 2 })
          : ok(firstPage, { currentPage: 1, totalPages: 2 }),
    });
    renderProfile();
    const history = await screen.findByRole("region", { name: "Wallet history" });
    await waitFor(() =>
      expect(
        within(history)
          .getAllByTestId("wallet-entry-coins")
          .map((cell) => cell.textContent),
      ).toEqual(["−1", "+200", "0"]),
    );
    expect(within(history).getByText("Print-tool PDF")).toBeVisible();
    expect(within(history).getAllByText("Purchase")).toHaveLength(2);
    expect(within(history).getByText("+30 days")).toBeVisible();
    expect(calls.find((call) => call.path === "/wallet/entries")).toBeDefined();

    await userEvent.click(within(history).getByRole("button", { name: /Next/ }));
    await waitFor(() =>
      expect(
        within(history)
          .getAllByTestId("wallet-entry-coins")
          .map((cell) => cell.textContent),
      ).toEqual(["+10"]),
    );
    expect(within(history).getByText("Free trial")).toBeVisible();
    expect(within(history).getByText("Page 2 of 2")).toBeVisible();
  });

  it("shows staff the plan but not the owner-only history, and never asks for it", async () => {
    const { calls } = mockApi({
      "GET /site-info": () => ok(siteInfo),
      [`GET /school/uid/${fakeUser.id}`]: () => ok({ ...fakeSchool, role: "staff" }),
      "GET /wallet": () => ok(premiumWallet),
      "GET /wallet/entries": () => fail(403, "FORBIDDEN", "Owner only"),
    });
    renderProfile();
    const card = await screen.findByTestId("plan-coins-card");
    expect(within(card).getByTestId("wallet-coins")).toHaveTextContent("37");
    expect(within(card).queryByRole("region", { name: "Wallet history" })).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === "/wallet/entries")).toBe(false);
  });

  it("is hidden, history and all, when billing is off", async () => {
    const { calls } = mockApi({
      "GET /site-info": () => ok(siteInfo),
      "GET /wallet": () => ok({ ...fakeWallet, billing: false }),
    });
    renderProfile();
    await screen.findByRole("heading", { name: "School details" });
    await waitFor(() => expect(calls.some((call) => call.path === "/wallet")).toBe(true));
    expect(screen.queryByTestId("plan-coins-card")).not.toBeInTheDocument();
    expect(screen.queryByText("Plan and coins")).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === "/wallet/entries")).toBe(false);
  });

  it("tells the owner of a payment held because its amount differs, naming the order, in English and Hindi", async () => {
    const held: WalletEntry = {
      ...entry("o1", "amount-differs", 0),
      planId: "coins-200",
      orderId: "order_HeldAmount0001",
    };
    mockApi({
      "GET /site-info": () => ok(siteInfo),
      "GET /wallet/entries": () => ok([held, ...firstPage], { currentPage: 1, totalPages: 1 }),
    });
    const { unmount } = renderProfile();
    const history = await screen.findByRole("region", { name: "Wallet history" });
    expect(
      await within(history).findByText(
        "Payment received, amount differs — contact support (order order_HeldAmount0001)",
      ),
    ).toBeVisible();
    unmount();

    await i18next.changeLanguage("hi");
    renderProfile();
    const hindi = await screen.findByRole("region", { name: "वॉलेट इतिहास" });
    expect(
      await within(hindi).findByText("भुगतान मिला, पर राशि अलग है — सहायता से संपर्क करें (ऑर्डर order_HeldAmount0001)"),
    ).toBeVisible();
  });

  it("speaks Hindi", async () => {
    await i18next.changeLanguage("hi");
    mockApi({
      "GET /site-info": () => ok(siteInfo),
      "GET /wallet": () => ok(premiumWallet),
      "GET /wallet/entries": () => ok(firstPage, { currentPage: 1, totalPages: 1 }),
    });
    renderProfile();
    const card = await screen.findByTestId("plan-coins-card");
    expect(within(card).getByRole("heading", { name: "योजना और सिक्के" })).toBeVisible();
    expect(within(card).getByRole("link", { name: "सिक्के खरीदें" })).toBeVisible();
    expect(await within(card).findByText("प्रिंट-टूल PDF")).toBeVisible();
  });
});
