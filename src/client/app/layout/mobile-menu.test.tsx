// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fakeUser } from "../../components/testing/fake-current-user";
import { fakeSchool, mockApi, ok } from "../../components/testing/mock-api";
import { renderPage } from "../../components/testing/render-page";
import { MobileMenu } from "./mobile-menu";

vi.mock("@/client/lib/session/use-current-user", () => import("../../components/testing/fake-current-user"));

async function openMenu(role: "owner" | "staff") {
  mockApi({ [`GET /school/uid/${fakeUser.id}`]: () => ok({ ...fakeSchool, role }) });
  const user = userEvent.setup();
  renderPage(<MobileMenu />);
  await user.click(screen.getByRole("button", { name: "Open menu" }));
  return screen.findByRole("dialog", { name: "Bahi" });
}

const hrefs = (links: HTMLElement[]) => links.map((link) => link.getAttribute("href"));

describe("the phone menu", () => {
  it("gives the owner Team, Activity, Dues, Day book and Setting, the footer's links in their own section, each page once", async () => {
    const menu = await openMenu("owner");
    for (const [name, href] of [
      ["Team", "/team"],
      ["Activity", "/activity"],
      ["Dues", "/dues"],
      ["Day book", "/day-book"],
      ["Setting", "/setting"],
    ]) {
      expect(await within(menu).findByRole("link", { name })).toHaveAttribute("href", href);
    }
    const footer = within(menu).getByRole("navigation", { name: "Footer" });
    expect(hrefs(within(footer).getAllByRole("link"))).toEqual([
      "/About-us",
      "/privacy-policy",
      "/TermsAndConditions",
      "/CancellationAndRefundPolicy",
      "/shipping-and-delivery-policy",
      "/Contact-us",
      "/latest-update",
    ]);
    // The pricing card's "See plans" goes to Buy Coins too; a page's own link appears once.
    const pages = hrefs(within(menu).getAllByRole("link")).filter((href) => href !== "/BuyCoins");
    expect(pages).toEqual([...new Set(pages)]);
    expect(within(menu).getAllByRole("link", { name: "Buy Coins" })).toHaveLength(1);
  });

  it("closes with Escape and gives focus back to the menu button", async () => {
    const menu = await openMenu("owner");
    expect(menu).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("shows staff no Team and no Activity", async () => {
    const menu = await openMenu("staff");
    expect(await within(menu).findByRole("link", { name: "Services" })).toBeVisible();
    expect(within(menu).getByRole("link", { name: "Dues" })).toBeVisible();
    expect(within(menu).queryByRole("link", { name: "Team" })).not.toBeInTheDocument();
    expect(within(menu).queryByRole("link", { name: "Activity" })).not.toBeInTheDocument();
  });
});
