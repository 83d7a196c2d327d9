// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Wallet } from "@/shared/api/wallet";
import { fakeUser } from "../../components/testing/fake-current-user";
import { fail, fakeSchool, fakeWallet, mockApi, ok, type MockResponse } from "../../components/testing/mock-api";
import { renderPage } from "../../components/testing/render-page";
import { i18next } from "../../lib/i18n";
import { AppLayout } from "./app-layout";

vi.mock("@/client/lib/session/use-current-user", () => import("../../components/testing/fake-current-user"));

const DAY_MS = 24 * 60 * 60 * 1000;
const premiumEndedDaysAgo = (days: number): Wallet => ({
  ...fakeWallet,
  isPremium: days < 0,
  premiumUntil: new Date(Date.now() - days * DAY_MS).toISOString(),
});
const READ_ONLY = "Your school's premium plan has ended. You can view but not change anything until the owner renews.";
const ENDED = "Your school's premium plan has ended. Ask the owner to renew it to keep working.";

/** The signed-in layout around a stand-in page, for a member of `role` whose wallet answers `wallet`. */
function renderApp(role: "owner" | "staff", wallet: () => MockResponse) {
  const api = mockApi({ [`GET /school/uid/${fakeUser.id}`]: () => ok({ ...fakeSchool, role }), "GET /wallet": wallet });
  renderPage(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="*" element={<h1>Ledger Details</h1>} />
      </Route>
    </Routes>,
    { path: "/*", url: "/" },
  );
  return api;
}

afterEach(async () => {
  await i18next.changeLanguage("en");
});

describe("staff after premium lapses", () => {
  it("works as usual while the school is premium", async () => {
    renderApp("staff", () => ok(premiumEndedDaysAgo(-20)));
    expect(await screen.findByTestId("coin-badge")).toHaveTextContent("Premium");
    expect(screen.getByRole("heading", { name: "Ledger Details" })).toBeVisible();
    expect(screen.queryByText(READ_ONLY)).not.toBeInTheDocument();
    expect(screen.queryByText(ENDED)).not.toBeInTheDocument();
  });

  it("during the 7-day grace shows the pages under a notice that nothing can be changed", async () => {
    renderApp("staff", () => ok(premiumEndedDaysAgo(3)));
    expect(await screen.findByText(READ_ONLY)).toBeVisible();
    expect(screen.getByTestId("staff-read-only")).toHaveAttribute("role", "status");
    expect(screen.getByRole("heading", { name: "Ledger Details" })).toBeVisible();
  });

  it("after the grace puts one message in place of the pages, also when the copy of the wallet is all that says so", async () => {
    renderApp("staff", () => ok(premiumEndedDaysAgo(10)));
    expect(await screen.findByRole("heading", { name: ENDED })).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Ledger Details" })).not.toBeInTheDocument();
  });

  it("after the grace, when the server shuts them out (the wallet answers 404), says why and lets them check again once renewed", async () => {
    let wallet: MockResponse = fail(404, "NOT_FOUND", "School not found");
    const { calls } = renderApp("staff", () => wallet);
    expect(await screen.findByRole("heading", { name: ENDED })).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Ledger Details" })).not.toBeInTheDocument();

    wallet = ok(premiumEndedDaysAgo(-30));
    const asked = calls.filter((call) => call.path === "/wallet").length;
    await userEvent.click(screen.getByRole("button", { name: "Check again" }));
    expect(await screen.findByRole("heading", { name: "Ledger Details" })).toBeVisible();
    expect(calls.filter((call) => call.path === "/wallet").length).toBeGreaterThan(asked);
    expect(screen.queryByText(ENDED)).not.toBeInTheDocument();
    expect(screen.queryByText(READ_ONLY)).not.toBeInTheDocument();
  });

  it("never limits the owner, however long ago premium ended", async () => {
    renderApp("owner", () => ok(premiumEndedDaysAgo(30)));
    expect(await screen.findByTestId("coin-badge")).toHaveTextContent("20 coins");
    expect(screen.getByRole("heading", { name: "Ledger Details" })).toBeVisible();
    expect(screen.queryByText(READ_ONLY)).not.toBeInTheDocument();
    expect(screen.queryByText(ENDED)).not.toBeInTheDocument();
  });

  it("never limits staff when billing is off", async () => {
    renderApp("staff", () => ok({ ...fakeWallet, billing: false }));
    // The pricing card leaves once the wallet (billing off) has arrived.
    await waitFor(() => expect(screen.queryByText("Plans")).not.toBeInTheDocument());
    expect(await screen.findByRole("heading", { name: "Ledger Details" })).toBeVisible();
    expect(screen.queryByText(READ_ONLY)).not.toBeInTheDocument();
    expect(screen.queryByText(ENDED)).not.toBeInTheDocument();
  });

  it("speaks Hindi", async () => {
    await i18next.changeLanguage("hi");
    renderApp("staff", () => ok(premiumEndedDaysAgo(3)));
    expect(
      await screen.findByText(
        "आपके विद्यालय का प्रीमियम प्लान समाप्त हो गया है। मालिक के नवीनीकरण करने तक आप सब कुछ देख सकते हैं, पर कुछ बदल नहीं सकते।",
      ),
    ).toBeVisible();
  });

  it("speaks Hindi after the grace too", async () => {
    await i18next.changeLanguage("hi");
    renderApp("staff", () => fail(404, "NOT_FOUND", "School not found"));
    expect(
      await screen.findByRole("heading", {
        name: "आपके विद्यालय का प्रीमियम प्लान समाप्त हो गया है। काम जारी रखने के लिए मालिक से इसे नवीनीकृत करने को कहें।",
      }),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "फिर से जाँचें" })).toBeVisible();
  });
});
