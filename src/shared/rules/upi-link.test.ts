import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { upiPaymentLink } from "./upi-link";

describe("upiPaymentLink", () => {
  it("builds NPCI's pay link with the amount in rupees to two decimals", () => {
    expect(upiPaymentLink({ vpa: "svm@okaxis", payeeName: "SVM", amount: 1500, note: "Fee 251122-0042" })).toBe(
      "upi://pay?pa=svm%40okaxis&pn=SVM&am=1500.00&cu=INR&tn=Fee%20251122-0042",
    );
    expect(upiPaymentLink({ vpa: "a@b", payeeName: "X", amount: 1234.5, note: "n" })).toContain("&am=1234.50&");
    expect(upiPaymentLink({ vpa: "a@b", payeeName: "X", amount: 0.07, note: "n" })).toContain("&am=0.07&");
  });

  it("percent-encodes names and notes so '&', '=', spaces and Devanagari cannot break the link", () => {
    const link = upiPaymentLink({
      vpa: " svm@okaxis ",
      payeeName: "Saraswati & Sons = Best",
      amount: 10,
      note: "शुल्क #1",
    });
    expect(link).toBe(
      "upi://pay?pa=svm%40okaxis&pn=Saraswati%20%26%20Sons%20%3D%20Best&am=10.00&cu=INR&tn=%E0%A4%B6%E0%A5%81%E0%A4%B2%E0%A5%8D%E0%A4%95%20%231",
    );
    const params = new URL(link.replace("upi://", "http://upi/")).searchParams;
    expect(params.get("pn")).toBe("Saraswati & Sons = Best");
    expect(params.get("tn")).toBe("शुल्क #1");
  });

  it("writes any paise amount exactly", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), (paise) => {
        const am = new URL(
          upiPaymentLink({ vpa: "a@b", payeeName: "X", amount: paise / 100, note: "n" }).replace(
            "upi://",
            "http://upi/",
          ),
        ).searchParams.get("am");
        expect(am).toMatch(/^\d+\.\d{2}$/);
        expect(Math.round(Number(am) * 100)).toBe(paise);
      }),
    );
  });
});
