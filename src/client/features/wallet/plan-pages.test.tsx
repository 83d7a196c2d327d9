// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeUser } from "../../components/testing/fake-current-user";
import { fakeSchool, fakeWallet, mockApi, ok } from "../../components/testing/mock-api";
import { renderPage } from "../../components/testing/render-page";
import BuyCoinsPage from "./buy-coins-page";
import OtherPlansPage from "./other-plans-page";

vi.mock("@/client/lib/session/use-current-user", () => import("../../components/testing/fake-current-user"));

const asStaff = () => mockApi({ [`GET /school/uid/${fakeUser.id}`]: () => ok({ ...fakeSchool, role: "staff" }) });

describe("plan pages", () => {
  it("offer the owner every plan with its Pay button", async () => {
    mockApi({});
    renderPage(<BuyCoinsPage />);
    expect((await screen.findAllByRole("button", { name: /^Pay ₹/ })).length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByTestId("owner-buys")).not.toBeInTheDocument();
  });

  it("show staff, who reach them by address, the balance and whom to ask instead of Pay buttons", async () => {
    asStaff();
    renderPage(<BuyCoinsPage />);
    expect(await screen.findByText("Ask the school's owner to buy coins or a plan.")).toBeVisible();
    expect(screen.getByText(/Your wallet/).parentElement).toHaveTextContent("20 coins");
    expect(screen.queryByRole("button", { name: /^Pay / })).not.toBeInTheDocument();
  });

  it("show staff no Pay button for the companion app's plans either", async () => {
    asStaff();
    renderPage(<OtherPlansPage />);
    expect(await screen.findByText("Ask the school's owner to buy coins or a plan.")).toBeVisible();
    expect(screen.queryByRole("button", { name: /^Pay / })).not.toBeInTheDocument();
  });

  it("name the companion app's plan for what it is, so a premium school is not told it has no Premium", async () => {
    mockApi({ "GET /wallet": () => ok({ ...fakeWallet, isPremium: true, premiumUntil: "2027-01-15T12:00:00.000Z" }) });
    renderPage(<OtherPlansPage />);
    expect(await screen.findByText(/No Bahi DL app plan/)).toBeVisible();
    expect(screen.queryByText(/No Premium|DL Premium/)).not.toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Bahi DL app plan, 7 days" })).toBeVisible();
    expect(screen.getAllByText(/Bahi DL is a separate companion phone app/)).toHaveLength(1);
  });
});
