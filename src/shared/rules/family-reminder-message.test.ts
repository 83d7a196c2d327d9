import { describe, expect, it } from "vitest";
import {
  DEFAULT_FAMILY_REMINDER_TEMPLATES,
  familyReminderMessage,
  type FamilyReminderFacts,
} from "./family-reminder-message";

const facts: FamilyReminderFacts = {
  guardianName: "Suresh Sharma",
  children: [
    { name: "Aarav", ledgerName: "Class 3", outstanding: 4000 },
    { name: "Priya", ledgerName: "Class 5", outstanding: 8399.5 },
  ],
  schoolName: "Saraswati Vidya Mandir",
  link: "https://bahi.example/p/abc",
  upiVpa: "school@okaxis",
};

describe("family reminder", () => {
  it("lists each child's due in whole rupees, the total of them, the link and the UPI ID", () => {
    expect(familyReminderMessage(DEFAULT_FAMILY_REMINDER_TEMPLATES.en, facts, "en")).toBe(
      "Dear Suresh Sharma, fees due at Saraswati Vidya Mandir:\n" +
        "Aarav (Class 3): ₹4,000\nPriya (Class 5): ₹8,400\nTotal: ₹12,400\n" +
        "See the details: https://bahi.example/p/abc\nPay by UPI to school@okaxis, or at the school office.",
    );
  });

  it("leaves out the link and UPI lines when there is none, never a dangling 'pay by UPI'", () => {
    const text = familyReminderMessage(
      DEFAULT_FAMILY_REMINDER_TEMPLATES.hi,
      { ...facts, guardianName: "", link: null, upiVpa: null },
      "hi",
    );
    expect(text).toBe(
      "आदरणीय अभिभावक, Saraswati Vidya Mandir में बकाया फ़ीस:\nAarav (Class 3): ₹4,000\nPriya (Class 5): ₹8,400\nकुल: ₹12,400",
    );
    expect(text).not.toContain("UPI");
  });

  it("fills a school's own template", () => {
    expect(
      familyReminderMessage(
        "{school}: {family}, {total} for {children}",
        { ...facts, children: [facts.children[0]!] },
        "en",
      ),
    ).toBe("Saraswati Vidya Mandir: Suresh Sharma, ₹4,000 for Aarav (Class 3): ₹4,000");
  });
});
