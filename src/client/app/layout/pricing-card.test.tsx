// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeWallet, mockApi, ok } from "../../components/testing/mock-api";
import { renderPage } from "../../components/testing/render-page";
import { PricingCard } from "./pricing-card";

vi.mock("@/client/lib/session/use-current-user", () => import("../../components/testing/fake-current-user"));

describe("the sidebar's pricing card", () => {
  it("shows the catalogue's plans, as the plans page sells them, and nothing the catalogue lacks", async () => {
    mockApi({});
    renderPage(<PricingCard />);
    const card = await screen.findByTestId("pricing-card");
    expect(card).toHaveTextContent("200 coins₹200");
    expect(card).toHaveTextContent("Premium, 7 days₹85");
    expect(card).toHaveTextContent("Premium, 360 days₹1,100");
    expect(card).toHaveTextContent("team members and WhatsApp reminders");
    expect(card).not.toHaveTextContent(/₹49|month|Standard/);
    expect(await screen.findByRole("link", { name: "See plans" })).toHaveAttribute("href", "/BuyCoins");
  });

  it("shows a premium school its own plan and days left instead of an advert", async () => {
    const premiumUntil = new Date(Date.now() + 29 * 24 * 60 * 60 * 1000 - 60_000).toISOString();
    mockApi({ "GET /wallet": () => ok({ ...fakeWallet, isPremium: true, premiumUntil }) });
    renderPage(<PricingCard />);
    const card = await screen.findByTestId("pricing-card");
    expect(card).toHaveTextContent("Your plan: Premium");
    expect(card).toHaveTextContent(/29 days left, until/);
    expect(card).not.toHaveTextContent(/₹/);
    expect(await screen.findByRole("link", { name: "Extend Premium" })).toHaveAttribute("href", "/BuyCoins");
  });
});
