// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { checkoutOrigin, rememberCheckoutOrigin } from "./checkout-origin";

afterEach(() => sessionStorage.clear());

describe("checkout origin", () => {
  it("returns the page the purchase started from", () => {
    window.history.replaceState(null, "", "/DLBuyCoins?from=menu");
    rememberCheckoutOrigin();
    window.history.replaceState(null, "", "/successful-payment");
    expect(checkoutOrigin()).toBe("/DLBuyCoins?from=menu");
  });

  it("falls back to the home page without one, or for an address off this site", () => {
    expect(checkoutOrigin()).toBe("/");
    sessionStorage.setItem("bahi.checkout-from", "//evil.example/x");
    expect(checkoutOrigin()).toBe("/");
  });
});
