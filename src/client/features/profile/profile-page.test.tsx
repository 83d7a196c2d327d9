// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { School } from "@/shared/api/school";
import { fakeUser } from "../../components/testing/fake-current-user";
import { deferred, fail, fakeSchool, mockApi, ok } from "../../components/testing/mock-api";
import { renderPage } from "../../components/testing/render-page";
import { i18next } from "../../lib/i18n";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { schoolQueryKey } from "../../lib/session/use-my-school";
import ProfilePage from "./profile-page";

vi.mock("../../lib/session/use-current-user", async () => {
  const { fakeUser } = await import("../../components/testing/fake-current-user");
  return { useCurrentUser: vi.fn(() => ({ user: fakeUser, isPending: false, refetch: () => undefined })) };
});
const signOut = vi.hoisted(() => vi.fn());
vi.mock("../../lib/auth-client", () => ({ authClient: { signOut } }));

const siteInfo = {
  legalName: "Bahi",
  supportPhone: "+91 90000-00000",
  supportEmail: "help@bahi.test",
  operationalAddress: "Sitamarhi, Bihar 843301",
};
// The Plan and coins card asks for the wallet history; an empty one keeps these tests about the rest of the page.
const siteInfoRoute = {
  "GET /site-info": () => ok(siteInfo),
  "GET /wallet/entries": () => ok([], { currentPage: 1, totalPages: 1 }),
};
const PUT = `PUT /school/${fakeSchool._id}`;

function renderProfile() {
  return renderPage(<ProfilePage />, { path: "/profile", url: "/profile" });
}

async function loaded() {
  return screen.findByRole("heading", { name: "School details" });
}

const submit = () => userEvent.click(screen.getByRole("button", { name: "Update School Details" }));

beforeEach(() => localStorage.clear());
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18next.changeLanguage("en");
});

describe("profile", () => {
  it("says Loading... until the school arrives, then shows photo, e-mail and the school's code, never the raw UID", async () => {
    const school = deferred();
    mockApi({ ...siteInfoRoute, [`GET /school/uid/${fakeUser.id}`]: () => school.promise });
    renderProfile();
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    school.release(ok(fakeSchool));
    await loaded();
    expect(screen.queryByText("Loading...")).not.toBeInTheDocument();
    expect(screen.getByTestId("placeholder-avatar")).toHaveAccessibleName("Profile photo");
    expect(screen.getByText(fakeUser.email)).toBeVisible();
    // The UID goes to support through Share UID; the page itself never shows it, nor an emoji heading.
    expect(screen.queryByText(fakeUser.id)).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/🏫/u);
    expect(screen.getByRole("button", { name: "Share UID (SVM123)" })).toBeVisible();
  });

  it("Share UID opens the support chat in a new tab with the UID filled in", async () => {
    mockApi(siteInfoRoute);
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    renderProfile();
    const share = await screen.findByRole("button", { name: /Share UID/ });
    await waitFor(() => expect(share).toBeEnabled());
    await userEvent.click(share);
    expect(open).toHaveBeenCalledWith("https://wa.me/919000000000?text=My%20UID%3A%20user-1", "_blank", "noopener");
  });

  it("shows the account's photo, and the bundled placeholder when that photo cannot load", async () => {
    vi.mocked(useCurrentUser).mockReturnValue({
      user: { ...fakeUser, image: "https://photos.example/me.jpg" },
      isPending: false,
      refetch: () => undefined,
    });
    mockApi(siteInfoRoute);
    renderProfile();
    const photo = await screen.findByRole("img", { name: "Profile photo" });
    expect(photo).toHaveAttribute("src", "https://photos.example/me.jpg");
    fireEvent.error(photo);
    expect(screen.getByTestId("placeholder-avatar")).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: "Profile photo" })?.tagName).toBe("svg");
  });

  it("fills the form from the school and checks it like set-up, sending nothing while it is wrong", async () => {
    const { calls } = mockApi(siteInfoRoute);
    renderProfile();
    await loaded();
    expect(screen.getByLabelText("Name")).toHaveValue(fakeSchool.schoolName);
    expect(screen.getByLabelText("Director")).toHaveValue(fakeSchool.directorName);
    expect(screen.getByLabelText("Contact")).toHaveValue(fakeSchool.contactNumber);
    expect(screen.getByLabelText("Address")).toHaveValue(fakeSchool.address);
    // The four set-up fields are required (asterisk and aria-required); the slip settings are not.
    for (const label of ["Name", "Director", "Contact", "Address"]) expect(screen.getByLabelText(label)).toBeRequired();
    for (const label of ["UPI ID", "Slip due days"]) expect(screen.getByLabelText(label)).not.toBeRequired();
    expect(screen.getAllByText("*")).toHaveLength(4);

    await userEvent.clear(screen.getByLabelText("Name"));
    await userEvent.clear(screen.getByLabelText("Address"));
    await userEvent.clear(screen.getByLabelText("Contact"));
    await userEvent.type(screen.getByLabelText("Contact"), "12345");
    await submit();

    // Each empty field says which one it is, never one generic line under every field.
    expect(await screen.findByLabelText("Name")).toHaveAccessibleDescription("Enter the school name.");
    expect(screen.getByLabelText("Address")).toHaveAccessibleDescription("Enter the address.");
    expect(screen.getByLabelText("Contact")).toHaveAccessibleDescription("Phone number must be 10 digits!");
    expect(screen.getByLabelText("Director")).not.toHaveAccessibleDescription();
    await userEvent.clear(screen.getByLabelText("Contact"));
    await submit();
    expect(await screen.findByLabelText("Contact")).toHaveAccessibleDescription("Enter the phone number.");
    expect(calls.filter((call) => call.method === "PUT")).toHaveLength(0);
    expect(screen.queryByText(/School updated|Update failed|Error updating/)).not.toBeInTheDocument();
  });

  it("saves with a spinner, says 'School updated successfully!' and updates the school everywhere", async () => {
    const response = deferred();
    const { calls } = mockApi({ ...siteInfoRoute, [PUT]: () => response.promise });
    const { queryClient } = renderProfile();
    await loaded();
    await userEvent.clear(screen.getByLabelText("Director"));
    await userEvent.type(screen.getByLabelText("Director"), "  Ravi Kumar ");
    await submit();

    expect(await screen.findByRole("button", { name: "Updating..." })).toBeDisabled();
    const sent = calls.find((call) => call.method === "PUT");
    expect(sent?.body).toEqual({
      schoolName: fakeSchool.schoolName,
      directorName: "Ravi Kumar",
      contactNumber: fakeSchool.contactNumber,
      address: fakeSchool.address,
      upiVpa: fakeSchool.upiVpa,
      slipDueDays: fakeSchool.slipDueDays,
      staffMayCloseDay: false,
    });

    response.release(ok({ ...fakeSchool, directorName: "Ravi Kumar" }));
    expect(await screen.findByRole("status")).toHaveTextContent("School updated successfully!");
    expect(screen.getByRole("button", { name: "Update School Details" })).toBeEnabled();
    expect(queryClient.getQueryData<School>(schoolQueryKey(fakeUser.id))?.directorName).toBe("Ravi Kumar");
    expect(JSON.parse(localStorage.getItem("schoolDetails") ?? "{}")).toMatchObject({ directorName: "Ravi Kumar" });
  });

  it.each([
    [400, "BAD_REQUEST", "Malformed request"],
    [500, "INTERNAL_ERROR", "Something broke"],
  ])("says 'Update failed. Please try again.' when the server answers %i", async (status, code, message) => {
    mockApi({ ...siteInfoRoute, [PUT]: () => fail(status, code, message) });
    const { queryClient } = renderProfile();
    await loaded();
    await userEvent.type(screen.getByLabelText("Name"), " School");
    await submit();
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Update failed\. Please try again\.$/);
    expect(queryClient.getQueryData<School>(schoolQueryKey(fakeUser.id))?.schoolName).toBe(fakeSchool.schoolName);
  });

  it("puts the server's field issues next to their fields", async () => {
    mockApi({
      ...siteInfoRoute,
      [PUT]: () =>
        fail(400, "VALIDATION", "Invalid", [{ path: "contactNumber", message: "Phone number must be 10 digits!" }]),
    });
    renderProfile();
    await loaded();
    await submit();
    await waitFor(() =>
      expect(screen.getByLabelText("Contact")).toHaveAccessibleDescription("Phone number must be 10 digits!"),
    );
    expect(screen.queryByText("Update failed. Please try again.")).not.toBeInTheDocument();
  });

  it("says 'Error updating school. Try again later.' with the error when the server cannot be reached", async () => {
    mockApi({ ...siteInfoRoute, [PUT]: () => Promise.reject(new TypeError("Failed to fetch")) });
    renderProfile();
    await loaded();
    await submit();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Error updating school. Try again later. Cannot reach the server. Check your connection.",
    );
  });

  it("Logout signs out, forgets the stored school and goes to /login", async () => {
    signOut.mockResolvedValue({ error: null });
    mockApi(siteInfoRoute);
    renderProfile();
    await loaded();
    expect(localStorage.getItem("schoolDetails")).not.toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Logout" }));
    expect(await screen.findByText("Navigated away")).toBeInTheDocument();
    expect(signOut).toHaveBeenCalledOnce();
    expect(localStorage.getItem("schoolDetails")).toBeNull();
  });

  it("edits the slip settings: UPI ID (explained) and due days, checked by the shared schema next to each field", async () => {
    const { calls } = mockApi({ ...siteInfoRoute, [PUT]: ({ body }) => ok({ ...fakeSchool, ...(body as object) }) });
    renderProfile();
    await loaded();
    const upi = screen.getByLabelText("UPI ID");
    const dueDays = screen.getByLabelText("Slip due days");
    expect(upi).toHaveValue("");
    expect(dueDays).toHaveValue(10);
    expect(upi).toHaveAccessibleDescription(/UPI QR code for exactly that amount/);

    await userEvent.type(upi, "not a upi id");
    await userEvent.clear(dueDays);
    await userEvent.type(dueDays, "120");
    await submit();
    expect(await screen.findByLabelText("UPI ID")).toHaveAccessibleDescription(
      "Enter a UPI ID like schoolname@okaxis.",
    );
    expect(screen.getByLabelText("Slip due days")).toHaveAccessibleDescription(
      "Due days must be a whole number from 0 to 90.",
    );
    expect(calls.filter((call) => call.method === "PUT")).toHaveLength(0);

    await userEvent.clear(upi);
    await userEvent.type(upi, " svm.sitamarhi@okaxis ");
    await userEvent.clear(dueDays);
    await userEvent.type(dueDays, "15");
    await submit();
    expect(await screen.findByRole("status")).toHaveTextContent("School updated successfully!");
    expect(calls.find((call) => call.method === "PUT")?.body).toMatchObject({
      upiVpa: "svm.sitamarhi@okaxis",
      slipDueDays: 15,
    });
    expect(screen.getByLabelText("UPI ID")).toHaveValue("svm.sitamarhi@okaxis");
    expect(screen.getByLabelText("UPI ID")).not.toHaveAccessibleDescription(/Enter a UPI ID/);
  });

  it("clears the UPI ID by sending it empty, and says in Hindi what is wrong with one", async () => {
    const { calls } = mockApi({
      ...siteInfoRoute,
      [`GET /school/uid/${fakeUser.id}`]: () => ok({ ...fakeSchool, upiVpa: "svm@okaxis" }),
      [PUT]: ({ body }) => ok({ ...fakeSchool, ...(body as object) }),
    });
    renderProfile();
    await loaded();
    await userEvent.clear(screen.getByLabelText("UPI ID"));
    await submit();
    await screen.findByRole("status");
    expect(calls.find((call) => call.method === "PUT")?.body).toMatchObject({ upiVpa: "" });

    await i18next.changeLanguage("hi");
    await userEvent.type(screen.getByLabelText("UPI आईडी"), "svm@");
    await userEvent.click(screen.getByRole("button", { name: "विद्यालय विवरण अपडेट करें" }));
    expect(await screen.findByLabelText("UPI आईडी")).toHaveAccessibleDescription("UPI आईडी schoolname@okaxis जैसी लिखें।");
  });

  it("shows staff the school's details to read, with no form to change them and no Buy Coins", async () => {
    const { calls } = mockApi({
      ...siteInfoRoute,
      [`GET /school/uid/${fakeUser.id}`]: () => ok({ ...fakeSchool, role: "staff", upiVpa: "" }),
    });
    renderProfile();
    const details = await screen.findByTestId("school-details-view");
    expect(within(details).getByRole("heading", { name: "School details" })).toBeVisible();
    for (const value of [
      fakeSchool.schoolName,
      fakeSchool.directorName,
      fakeSchool.contactNumber,
      fakeSchool.address,
      "Not set",
      "10",
    ]) {
      expect(within(details).getByText(value)).toBeVisible();
    }
    expect(within(details).getByText("Only the school's owner changes these details.")).toBeVisible();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Update School Details" })).not.toBeInTheDocument();
    const card = await screen.findByTestId("plan-coins-card");
    expect(within(card).getByTestId("wallet-coins")).toHaveTextContent("20");
    expect(screen.queryByRole("link", { name: "Buy Coins" })).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === "PUT")).toBe(false);
  });

  it("lets the owner allow staff to close the day (issue 28), sent with the school's details", async () => {
    const { calls } = mockApi({ ...siteInfoRoute, [PUT]: ({ body }) => ok({ ...fakeSchool, ...(body as object) }) });
    renderProfile();
    await loaded();
    const toggle = screen.getByRole("checkbox", { name: /Staff may close the day/ });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await submit();
    expect(await screen.findByRole("status")).toHaveTextContent("School updated successfully!");
    expect(calls.find((call) => call.method === "PUT")?.body).toMatchObject({ staffMayCloseDay: true });
    expect(screen.getByRole("checkbox", { name: /Staff may close the day/ })).toBeChecked();
  });

  it("speaks Hindi to staff as well", async () => {
    await i18next.changeLanguage("hi");
    mockApi({ ...siteInfoRoute, [`GET /school/uid/${fakeUser.id}`]: () => ok({ ...fakeSchool, role: "staff" }) });
    renderProfile();
    expect(await screen.findByText("ये विवरण केवल विद्यालय के मालिक बदलते हैं।")).toBeVisible();
  });

  it("speaks Hindi, validation messages included", async () => {
    await i18next.changeLanguage("hi");
    mockApi(siteInfoRoute);
    renderProfile();
    expect(await screen.findByRole("heading", { name: "विद्यालय विवरण" })).toBeVisible();
    expect(screen.getByRole("button", { name: "UID साझा करें (SVM123)" })).toBeVisible();
    await userEvent.clear(screen.getByLabelText("नाम"));
    await userEvent.click(screen.getByRole("button", { name: "विद्यालय विवरण अपडेट करें" }));
    expect(await screen.findByLabelText("नाम")).toHaveAccessibleDescription("विद्यालय का नाम लिखें।");
  });
});
