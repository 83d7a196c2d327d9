// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentType } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeUser } from "../../components/testing/fake-current-user";
import { fail, fakeWallet, mockApi, ok } from "../../components/testing/mock-api";
import { renderPage } from "../../components/testing/render-page";
import { i18next } from "../../lib/i18n";
import { useCurrentUser } from "../../lib/session/use-current-user";
import AboutUsPage from "./about-us-page";
import ContactUsPage from "./contact-us-page";
import FailedPaymentPage from "./failed-payment-page";
import LatestUpdatePage from "./latest-update-page";
import PrivacyPolicyPage from "./privacy-policy-page";
import RefundPolicyPage from "./refund-policy-page";
import ShippingPolicyPage from "./shipping-policy-page";
import SuccessfulPaymentPage from "./successful-payment-page";
import TermsPage from "./terms-page";

vi.mock("../../lib/session/use-current-user", () => ({
  useCurrentUser: vi.fn(() => ({ user: null, isPending: false, refetch: () => undefined })),
}));

const siteInfo = {
  legalName: "Bahi",
  supportPhone: "+91 90000 00000",
  supportEmail: "help@bahi.test",
  operationalAddress: "Main Road, Dumra, Sitamarhi, Bihar 843301, India",
};

const pages: [string, ComponentType, string, string][] = [
  ["/About-us", AboutUsPage, "About Us", "हमारे बारे में"],
  ["/Contact-us", ContactUsPage, "Public Contact Details", "सार्वजनिक संपर्क विवरण"],
  ["/latest-update", LatestUpdatePage, "Get the latest version of Bahi", "बही का नवीनतम संस्करण पाएँ"],
  ["/privacy-policy", PrivacyPolicyPage, "Privacy Policy", "गोपनीयता नीति"],
  ["/shipping-and-delivery-policy", ShippingPolicyPage, "Shipping and Delivery Policy", "शिपिंग और डिलीवरी नीति"],
  ["/TermsAndConditions", TermsPage, "Terms and Conditions", "नियम और शर्तें"],
  ["/CancellationAndRefundPolicy", RefundPolicyPage, "Cancellation and Refund Policy", "रद्दीकरण और धनवापसी नीति"],
  ["/FailedPayment", FailedPaymentPage, "Payment Failed", "भुगतान विफल"],
  ["/successful-payment", SuccessfulPaymentPage, "Payment Successful", "भुगतान सफल"],
];

function show(Page: ComponentType, url = "/") {
  return renderPage(<Page />, { path: url, url });
}

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18next.changeLanguage("en");
});

describe("every public page", () => {
  it.each(pages)("%s has its h1, the shell, and works signed out", async (url, Page, heading) => {
    mockApi({ "GET /site-info": () => ok(siteInfo) });
    show(Page, url);
    const h1s = screen.getAllByRole("heading", { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(heading);
    expect(screen.getByRole("link", { name: "Bahi" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
    expect(screen.getByRole("combobox")).toHaveValue("en");
    const footer = within(screen.getByRole("navigation", { name: "Footer" }));
    for (const [name, href] of [
      ["Privacy Policy", "/privacy-policy"],
      ["Terms and Conditions", "/TermsAndConditions"],
      ["Cancellation and Refund", "/CancellationAndRefundPolicy"],
      ["Shipping and Delivery", "/shipping-and-delivery-policy"],
      ["Contact Us", "/Contact-us"],
      ["Get the mobile app", "/latest-update"],
      ["About Us", "/About-us"],
    ]) {
      expect(footer.getByRole("link", { name })).toHaveAttribute("href", href);
    }
  });

  it.each(pages)("%s has its h1 in Hindi", async (url, Page, _heading, hindi) => {
    await i18next.changeLanguage("hi");
    mockApi({ "GET /site-info": () => ok(siteInfo) });
    show(Page, url);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(hindi);
    expect(screen.getByRole("link", { name: "साइन इन" })).toBeVisible();
  });

  it("offers the app instead of sign-in to a signed-in visitor", () => {
    vi.mocked(useCurrentUser).mockReturnValue({ user: fakeUser, isPending: false, refetch: () => undefined });
    mockApi({ "GET /site-info": () => ok(siteInfo) });
    show(PrivacyPolicyPage);
    expect(screen.queryByRole("link", { name: "Sign in" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open Bahi" })).toHaveAttribute("href", "/");
  });
});

describe("contact details", () => {
  it("show Loading... until the server answers", async () => {
    mockApi({ "GET /site-info": () => new Promise(() => undefined) });
    show(ContactUsPage);
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Loading..."));
  });

  it("come from the server's configuration", async () => {
    mockApi({ "GET /site-info": () => ok(siteInfo) });
    show(ContactUsPage);
    expect(screen.getByText("Last updated on May 1st 2024")).toBeVisible();
    expect(await screen.findByText(siteInfo.operationalAddress)).toBeVisible();
    expect(screen.getByText("Merchant Legal entity name").nextElementSibling).toHaveTextContent("Bahi");
    expect(screen.getByRole("link", { name: siteInfo.supportPhone })).toHaveAttribute("href", "tel:+919000000000");
    expect(screen.getByRole("link", { name: siteInfo.supportEmail })).toHaveAttribute("href", "mailto:help@bahi.test");
  });

  it("say so when they cannot load, and can be fetched again", async () => {
    let answer = fail(500, "INTERNAL_ERROR", "down");
    mockApi({ "GET /site-info": () => answer });
    show(ContactUsPage);
    // The shared query client retries failures, which a fresh test client does not.
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Our contact details could not be loaded.");
    answer = ok(siteInfo);
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText(siteInfo.supportEmail)).toBeVisible();
  });

  it("appear on the payment-failed page", async () => {
    mockApi({ "GET /site-info": () => ok(siteInfo) });
    show(FailedPaymentPage);
    expect(
      screen.getByText(
        "Unfortunately, your payment was not successful. Please try again or contact our support team for assistance.",
      ),
    ).toBeVisible();
    expect(await screen.findByRole("link", { name: siteInfo.supportEmail })).toBeVisible();
    expect(screen.getByRole("link", { name: siteInfo.supportPhone })).toBeVisible();
  });
});

describe("policy pages", () => {
  it.each([
    [PrivacyPolicyPage, ["Google account's name and e-mail address", "We do not sell, rent or trade your information"]],
    [
      TermsPage,
      ["Indian payment gateway", "governed by the laws of India", "sole arbitrator", "within 30 days", "Bengaluru"],
    ],
    [RefundPolicyPage, ["Cancellations are not entertained", "Refunds are not entertained"]],
    [ShippingPolicyPage, ["Shipping is not applicable"]],
  ] as const)("say when they were last updated and what they promise (%#)", async (Page, phrases) => {
    mockApi({ "GET /site-info": () => ok(siteInfo) });
    show(Page);
    expect(screen.getByText("Last updated on May 1st 2024")).toBeVisible();
    const text = document.body.textContent ?? "";
    for (const phrase of phrases) expect(text).toContain(phrase);
    expect(await screen.findByRole("heading", { level: 2, name: "Contact us" })).toBeVisible();
    expect(await screen.findByText(siteInfo.supportEmail)).toBeVisible();
  });
});

describe("successful payment", () => {
  // jsdom's window has no `closed`; a real browser sets it to true once the window has gone.
  afterEach(() => void Reflect.deleteProperty(window, "closed"));

  const returned =
    "/successful-payment?razorpay_order_id=order_Abc123456789&razorpay_payment_id=pay_X1&razorpay_signature=sig";
  const status = (value: string) =>
    ok({ orderId: "order_Abc123456789", planId: "coins-200", status: value, amountPaise: 20000 });
  const verified = () =>
    ok({
      orderId: "order_Abc123456789",
      status: "paid",
      wallet: { coins: 220, isPremium: false, premiumUntil: null, dlPremiumUntil: null, billing: true },
    });
  const showReturn = (url = returned) => renderPage(<SuccessfulPaymentPage />, { path: "/successful-payment", url });
  const mockPaid = () =>
    mockApi({
      "POST /payments/verify": verified,
      "GET /payments/order_Abc123456789": () => status("paid"),
      "GET /wallet": () => ok({ ...fakeWallet, coins: 220 }),
    });

  it("sends the signed return to the server and thanks the buyer only once it says paid", async () => {
    let answer = "created";
    const { calls } = mockApi({
      "POST /payments/verify": verified,
      "GET /payments/order_Abc123456789": () => status(answer),
    });
    showReturn();
    expect(await screen.findByText("Confirming your payment with the bank…")).toBeVisible();
    expect(screen.queryByText(/coins added/)).not.toBeInTheDocument();
    expect(calls.find((call) => call.path === "/payments/verify")?.body).toEqual({
      razorpay_order_id: "order_Abc123456789",
      razorpay_payment_id: "pay_X1",
      razorpay_signature: "sig",
    });
    answer = "paid";
    expect(await screen.findByText("200 coins added — you now have 220", {}, { timeout: 3000 })).toBeVisible();
    expect(screen.getByRole("link", { name: "See how" })).toHaveAttribute("href", "/latest-update");
  });

  it("goes to Payment Failed when the server refuses the signature", async () => {
    mockApi({
      "POST /payments/verify": () => fail(400, "BAD_SIGNATURE", "no"),
      "GET /payments/order_Abc123456789": () => status("created"),
    });
    showReturn();
    expect(await screen.findByText("Navigated away")).toBeVisible();
  });

  it("claims nothing without an order to confirm", async () => {
    mockApi({});
    showReturn("/successful-payment");
    expect(await screen.findByText("There is no payment to confirm here.")).toBeVisible();
  });

  const asInstalledApp = () =>
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query === "(display-mode: standalone)" }));

  it("names what was bought and leads back to where the purchase began, with no Close in a browser tab", async () => {
    mockPaid();
    sessionStorage.setItem("bahi.checkout-from", "/DLBuyCoins");
    showReturn();
    expect(await screen.findByText("200 coins added — you now have 220")).toBeVisible();
    expect(screen.queryByText(/subscription/)).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Bahi" })).toHaveAttribute("href", "/DLBuyCoins");
    expect(screen.queryByRole("button", { name: "Close Application" })).not.toBeInTheDocument();
    sessionStorage.clear();
  });

  it("says how long a bought Premium runs", async () => {
    mockApi({
      "POST /payments/verify": () =>
        ok({
          orderId: "order_Abc123456789",
          status: "paid",
          wallet: {
            coins: 20,
            isPremium: true,
            premiumUntil: "2027-01-15T12:00:00.000Z",
            dlPremiumUntil: null,
            billing: true,
          },
        }),
      "GET /payments/order_Abc123456789": () =>
        ok({ orderId: "order_Abc123456789", planId: "premium-7", status: "paid", amountPaise: 8500 }),
    });
    showReturn();
    expect(await screen.findByText("Premium for 7 days added — active until 15 Jan 2027")).toBeVisible();
  });

  it("Close Application closes the window, or says to close it by hand when the browser refuses", async () => {
    asInstalledApp();
    mockPaid();
    const close = vi.spyOn(window, "close").mockImplementation(() => undefined);
    Object.defineProperty(window, "closed", { value: false, configurable: true });
    showReturn();
    await userEvent.click(await screen.findByRole("button", { name: "Close Application" }));
    expect(close).toHaveBeenCalledOnce();
    expect(screen.queryByText("You can close this tab or window manually.")).not.toBeInTheDocument();
    expect(await screen.findByText("You can close this tab or window manually.")).toBeVisible();
  });

  it("says nothing more when the window did close", async () => {
    asInstalledApp();
    mockPaid();
    vi.spyOn(window, "close").mockImplementation(() => undefined);
    Object.defineProperty(window, "closed", { value: true, configurable: true });
    showReturn();
    await userEvent.click(await screen.findByRole("button", { name: "Close Application" }));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByText("You can close this tab or window manually.")).not.toBeInTheDocument();
  });
});

describe("latest update", () => {
  it("explains installing on Android and on a computer, and what is new", () => {
    mockApi({});
    show(LatestUpdatePage);
    for (const name of ["On an Android phone (Chrome)", "On a computer (Chrome or Edge)", "What is new"]) {
      expect(screen.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    expect(screen.getByText("Tap “Add to Home screen” (or “Install app”).")).toBeVisible();
  });
});
