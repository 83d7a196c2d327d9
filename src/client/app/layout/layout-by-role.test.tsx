// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fakeUser } from "../../components/testing/fake-current-user";
import { deferred, fakeSchool, fakeWallet, mockApi, ok } from "../../components/testing/mock-api";
import { renderPage } from "../../components/testing/render-page";
import { Header } from "./header";
import { SidebarContent } from "./sidebar";

vi.mock("@/client/lib/session/use-current-user", () => import("../../components/testing/fake-current-user"));

const renderChrome = () =>
  renderPage(
    <>
      <Header directorName="Asha Verma" onToggleSidebar={() => undefined} />
      <SidebarContent />
    </>,
  );
const asRole = (role: "owner" | "staff") =>
  mockApi({ [`GET /school/uid/${fakeUser.id}`]: () => ok({ ...fakeSchool, role }) });
const planLinks = () => screen.queryAllByRole("link", { name: /Buy Coins|Other Plans|See plans|coins/ });

async function openProfileMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Profile" }));
  return screen.findByRole("menu");
}

describe("header, sidebar and profile menu by role", () => {
  it("give the owner every way to the plans and the team", async () => {
    asRole("owner");
    const user = userEvent.setup();
    renderChrome();
    const badge = await screen.findByRole("link", { name: "20 coins" });
    expect(badge).toHaveAttribute("href", "/BuyCoins");
    expect(screen.getByRole("link", { name: "Buy Coins" })).toHaveAttribute("href", "/BuyCoins");
    expect(screen.getByRole("link", { name: "Other Plans" })).toHaveAttribute("href", "/DLBuyCoins");
    expect(screen.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/BuyCoins");
    const menu = await openProfileMenu(user);
    expect(within(menu).getByRole("menuitem", { name: "Team" })).toHaveAttribute("href", "/team");
    expect(within(menu).getByRole("menuitem", { name: "Activity" })).toHaveAttribute("href", "/activity");
    expect(within(menu).getByText("Admin")).toBeVisible();
  });

  it("show staff the coins their printing spends, but no way to buy and no Team, on a phone's menu too", async () => {
    asRole("staff");
    const user = userEvent.setup();
    renderChrome();
    const badge = await screen.findByTestId("coin-badge");
    const menu = await openProfileMenu(user);
    // The role is known once the menu says it.
    expect(await within(menu).findByText("Staff")).toBeVisible();
    expect(within(menu).getByRole("menuitem", { name: "Profile" })).toBeVisible();
    expect(within(menu).queryByRole("menuitem", { name: "Team" })).not.toBeInTheDocument();
    expect(within(menu).queryByRole("menuitem", { name: "Activity" })).not.toBeInTheDocument();
    await user.keyboard("{Escape}");

    expect(badge.tagName).toBe("SPAN");
    expect(badge).toHaveTextContent("20 coins");
    expect(planLinks()).toEqual([]);
    expect(screen.getByText("Plans")).toBeVisible();
    expect(screen.getByRole("link", { name: "Services" })).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const phoneMenu = await screen.findByRole("dialog", { name: "Bahi" });
    expect(within(phoneMenu).getByRole("link", { name: "Services" })).toBeVisible();
    expect(within(phoneMenu).queryByRole("link", { name: /Buy Coins|Other Plans|See plans/ })).not.toBeInTheDocument();
  });

  it("offer no plan link and no Team while the role is still unknown", async () => {
    const school = deferred();
    const { calls } = mockApi({
      [`GET /school/uid/${fakeUser.id}`]: () => school.promise,
      "GET /wallet": () => ok(fakeWallet),
    });
    const user = userEvent.setup();
    renderChrome();
    await screen.findByTestId("coin-badge");
    expect(calls.some((call) => call.path === `/school/uid/${fakeUser.id}`)).toBe(true);
    expect(planLinks()).toEqual([]);
    const menu = await openProfileMenu(user);
    expect(within(menu).queryByRole("menuitem", { name: "Team" })).not.toBeInTheDocument();
    expect(within(menu).queryByText("Staff")).not.toBeInTheDocument();
    expect(within(menu).queryByText("Admin")).not.toBeInTheDocument();
  });
});
