import { describe, expect, it } from "vitest";
import {
  DEFAULT_REMINDER_TEMPLATES,
  reminderMessage,
  whatsAppLink,
  type ReminderFacts,
  type ReminderLanguage,
} from "./reminder-message";

const facts: ReminderFacts = {
  studentName: "Aarav Sharma",
  outstanding: 1500,
  schoolName: "Saraswati Vidya Mandir",
  schoolPhone: "9876543210",
  upiVpa: "school@okaxis",
};
const noUpi = { ...facts, upiVpa: null };
const message = (language: ReminderLanguage, given: ReminderFacts = facts) =>
  reminderMessage(DEFAULT_REMINDER_TEMPLATES[language], given, language);

describe("WhatsApp reminder", () => {
  it("in English with a UPI ID: whole sentences with the ID, the amount in whole rupees and the school's phone", () => {
    expect(message("en")).toBe(
      "Dear parent, Aarav Sharma's fee of ₹1,500 is due at Saraswati Vidya Mandir. " +
        "Please send ₹1,500 by UPI to school@okaxis, or pay at the school office. For any question, call 9876543210.",
    );
  });

  it("in English without a UPI ID: asks to pay at the school office, no dangling colon", () => {
    expect(message("en", noUpi)).toBe(
      "Dear parent, Aarav Sharma's fee of ₹1,500 is due at Saraswati Vidya Mandir. " +
        "Please pay at the school office. For any question, call 9876543210.",
    );
  });

  it("in Hindi with a UPI ID: the ID and the amount in words a parent reads, never a upi:// URL", () => {
    expect(message("hi")).toBe(
      "आदरणीय अभिभावक, Saraswati Vidya Mandir में Aarav Sharma की ₹1,500 फ़ीस बाकी है। " +
        "कृपया ₹1,500 UPI से school@okaxis पर भेजें, या विद्यालय कार्यालय में जमा करें। " +
        "किसी भी प्रश्न के लिए 9876543210 पर फ़ोन करें।",
    );
  });

  it("in Hindi without a UPI ID: pay at the school office, as a complete sentence", () => {
    expect(message("hi", noUpi)).toBe(
      "आदरणीय अभिभावक, Saraswati Vidya Mandir में Aarav Sharma की ₹1,500 फ़ीस बाकी है। " +
        "कृपया विद्यालय कार्यालय में भुगतान करें। किसी भी प्रश्न के लिए 9876543210 पर फ़ोन करें।",
    );
  });

  it.each(["en", "hi"] as const)("in %s, never a raw upi:// URL, a dangling colon or '.00'", (language) => {
    for (const given of [facts, noUpi, { ...facts, outstanding: 1500.5 }]) {
      const text = message(language, given);
      expect(text).not.toContain("upi://");
      expect(text).not.toMatch(/:\s*$|:\s*[।.]/);
      expect(text).not.toContain(".00");
      expect(text).toMatch(/[.।]$/);
    }
    expect(message(language, { ...facts, outstanding: 1500.5 })).toContain("₹1,500.50");
  });

  it("a saved template with the old {upiLink} loses the link and the colon before it", () => {
    expect(reminderMessage("{student} owes {amount}. Pay to {upiId}: {upiLink}", facts, "en")).toBe(
      "Aarav Sharma owes ₹1,500. Pay to school@okaxis",
    );
    expect(reminderMessage("{student}: pay at {upiId}", noUpi, "hi")).toBe("Aarav Sharma: pay at विद्यालय कार्यालय");
  });

  it("replaces every occurrence of a placeholder in a director's own template", () => {
    expect(reminderMessage("{student}/{student}: {amount}", facts, "en")).toBe("Aarav Sharma/Aarav Sharma: ₹1,500");
  });

  it("links to wa.me with 91 and the ten digits, the text percent-encoded", () => {
    expect(whatsAppLink("+91 98765-43210", "Fee & dues ₹5")).toBe(
      "https://wa.me/919876543210?text=Fee%20%26%20dues%20%E2%82%B95",
    );
  });
});
