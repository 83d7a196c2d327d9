// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { appRoutes } from "../../app/route-table";
import { fakeUser } from "../../components/testing/fake-current-user";
import { fakeSchool, mockApi, ok } from "../../components/testing/mock-api";
import { renderPage } from "../../components/testing/render-page";
import SettingsPage from "./settings-page";

vi.mock("../../lib/session/use-current-user", () => import("../../components/testing/fake-current-user"));
const signOut = vi.hoisted(() => vi.fn());
vi.mock("../../lib/auth-client", () => ({ authClient: { signOut } }));

const isRoute = (href: string | null) => appRoutes.some((route) => route.path.toLowerCase() === href?.toLowerCase());

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("settings", () => {
  it("shows staff the UPI ID without the owner's ways to change the school", async () => {
    mockApi({ [`GET /school/uid/${fakeUser.id}`]: () => ok({ ...fakeSchool, role: "staff", upiVpa: "svm@okaxis" }) });
    renderPage(<SettingsPage />);
    expect(await screen.findByText("svm@okaxis")).toHaveAttribute("data-testid", "settings-upi-id");
    expect(screen.queryByRole("link", { name: "School details on your profile" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /UPI ID/ })).not.toBeInTheDocument();
  });

  it("shows language, the way to the school's details, the UPI ID, the account and links about Bahi — every link to a real page", async () => {
    mockApi({ [`GET /school/uid/${fakeUser.id}`]: () => ok({ ...fakeSchool, upiVpa: "svm@okaxis" }) });
    renderPage(<SettingsPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    expect(screen.getByRole("combobox")).toHaveValue("en");
    // The UPI ID is shown, with the way to change it; the school's details are not repeated here.
    const upi = within(screen.getByRole("region", { name: "UPI payments" }));
    expect(await upi.findByText("svm@okaxis")).toBeVisible();
    expect(upi.getByRole("link", { name: "Change the UPI ID on your profile" })).toHaveAttribute("href", "/profile");
    for (const detail of [
      fakeSchool.schoolName,
      fakeSchool.directorName,
      fakeSchool.contactNumber,
      fakeSchool.address,
      fakeSchool.schoolId,
    ]) {
      expect(screen.queryByText(detail)).not.toBeInTheDocument();
    }
    expect(screen.getByRole("link", { name: "School details on your profile" })).toHaveAttribute("href", "/profile");
    expect(screen.getByText(fakeUser.email)).toBeVisible();

    const links = screen.getAllByRole("link");
    expect(links.length).toBeGreaterThanOrEqual(8);
    for (const link of links) expect(isRoute(link.getAttribute("href")), link.getAttribute("href") ?? "").toBe(true);
    const about = within(screen.getByRole("region", { name: "About" }));
    for (const name of [
      "About Us",
      "Privacy Policy",
      "Terms and Conditions",
      "Cancellation and Refund",
      "Shipping and Delivery",
      "Contact Us",
    ]) {
      expect(about.getByRole("link", { name })).toBeVisible();
    }
  });

  it("says when no UPI ID is set and offers to add one", async () => {
    mockApi({});
    renderPage(<SettingsPage />);
    expect(await screen.findByText("Not set: slips print without a QR code.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Add a UPI ID on your profile" })).toHaveAttribute("href", "/profile");
  });

  it("switches the language", async () => {
    mockApi({});
    renderPage(<SettingsPage />);
    await userEvent.selectOptions(screen.getByRole("combobox"), "hi");
    expect(screen.getByRole("heading", { level: 1, name: "सेटिंग" })).toBeVisible();
    await userEvent.selectOptions(screen.getByRole("combobox"), "en");
  });

  it("logs out", async () => {
    signOut.mockResolvedValue({ error: null });
    mockApi({});
    renderPage(<SettingsPage />);
    await userEvent.click(screen.getByRole("button", { name: "Logout" }));
    expect(await screen.findByText("Navigated away")).toBeVisible();
    expect(signOut).toHaveBeenCalledOnce();
  });
});
