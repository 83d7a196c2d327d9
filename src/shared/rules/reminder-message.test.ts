import { describe, expect, it } from "vitest";
import { DEFAULT_REMINDER_TEMPLATES, reminderMessage, whatsAppLink } from "./reminder-message";

const facts = {
  studentName: "Aarav Sharma",
  outstanding: 1500.5,
  schoolName: "Saraswati Vidya Mandir",
  upiVpa: "school@okaxis",
};

describe("WhatsApp reminder", () => {
  it("names the student, the amount in rupees, the school and a UPI link for the exact amount", () => {
    const text = reminderMessage(DEFAULT_REMINDER_TEMPLATES.en, facts, "en");
    expect(text).toContain("Aarav Sharma");
    expect(text).toContain("₹1,500.50");
    expect(text).toContain("Saraswati Vidya Mandir");
    expect(text).toContain("school@okaxis");
    expect(text).toContain("upi://pay?pa=school%40okaxis&pn=Saraswati%20Vidya%20Mandir&am=1500.50&cu=INR");
  });

  it("fills the Hindi template and says to pay at the office when the school has no UPI ID", () => {
    const text = reminderMessage(DEFAULT_REMINDER_TEMPLATES.hi, { ...facts, upiVpa: null }, "hi");
    expect(text).toContain("Aarav Sharma की ₹1,500.50 फ़ीस");
    expect(text).toContain("विद्यालय कार्यालय");
    expect(text).not.toContain("upi://");
  });

  it("replaces every occurrence of a placeholder in a director's own template", () => {
    expect(reminderMessage("{student}/{student}: {amount}", facts, "en")).toBe("Aarav Sharma/Aarav Sharma: ₹1,500.50");
  });

  it("links to wa.me with 91 and the ten digits, the text percent-encoded", () => {
    expect(whatsAppLink("+91 98765-43210", "Fee & dues ₹5")).toBe(
      "https://wa.me/919876543210?text=Fee%20%26%20dues%20%E2%82%B95",
    );
  });
});
