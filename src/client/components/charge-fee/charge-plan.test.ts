import { describe, expect, it } from "vitest";
import { concessionRuleOf, parseConcession, planCharge } from "./charge-plan";

const ids = ["a", "b", "c"];

describe("parseConcession", () => {
  it("reads empty and zero as no concession, and exact paise otherwise", () => {
    expect(parseConcession("", 50_000n)).toEqual({ ok: true, paise: 0n });
    expect(parseConcession("  0.00 ", 50_000n)).toEqual({ ok: true, paise: 0n });
    expect(parseConcession("100.5", 50_000n)).toEqual({ ok: true, paise: 10_050n });
    expect(parseConcession("500", 50_000n)).toEqual({ ok: true, paise: 50_000n });
  });

  it("refuses a negative concession, one above the fee and what parseRupees refuses", () => {
    expect(parseConcession("-5", 50_000n)).toEqual({ ok: false, problem: "negative" });
    expect(parseConcession("500.01", 50_000n)).toEqual({ ok: false, problem: "tooLarge" });
    expect(parseConcession("99999999", 50_000n)).toEqual({ ok: false, problem: "tooLarge" });
    expect(parseConcession("99999999", null)).toEqual({ ok: false, problem: "max" });
    expect(parseConcession("1.234", 50_000n)).toEqual({ ok: false, problem: "decimals" });
    expect(parseConcession("ten", 50_000n)).toEqual({ ok: false, problem: "invalid" });
  });

  it("cannot compare with a fee not yet entered, so any sane amount passes until then", () => {
    expect(parseConcession("800", null)).toEqual({ ok: true, paise: 80_000n });
  });
});

describe("planCharge", () => {
  it("charges the whole class without naming anyone when all are ticked and nobody has a concession", () => {
    const plan = planCharge({
      feePaise: 50_000n,
      studentIds: ids,
      unticked: new Set(),
      concessionTexts: { a: "", b: "0" },
    });
    expect(plan.totalPaise).toBe(150_000n);
    expect(plan.selection).toEqual({});
  });

  it("names the ticked students when one is left out, and sends only the non-zero concessions of ticked ones", () => {
    const plan = planCharge({
      feePaise: 50_000n,
      studentIds: ids,
      unticked: new Set(["b"]),
      concessionTexts: { a: "100", b: "50", c: "0" },
    });
    expect(plan.chargedIds).toEqual(["a", "c"]);
    expect(plan.concessionsPaise).toBe(10_000n);
    expect(plan.totalPaise).toBe(90_000n);
    expect(plan.selection).toEqual({ studentIds: ["a", "c"], concessions: [{ studentId: "a", amount: 100 }] });
  });

  it("has no total while the fee is missing or a ticked student's concession is wrong, and ignores an unticked one's", () => {
    expect(
      planCharge({ feePaise: null, studentIds: ids, unticked: new Set(), concessionTexts: {} }).totalPaise,
    ).toBeNull();
    const wrong = planCharge({
      feePaise: 50_000n,
      studentIds: ids,
      unticked: new Set(["c"]),
      concessionTexts: { a: "600", c: "-1" },
    });
    expect(wrong.totalPaise).toBeNull();
    expect([...wrong.problems]).toEqual([["a", "tooLarge"]]);
  });

  it("counts a full concession as charging that student nothing", () => {
    const plan = planCharge({ feePaise: 50_000n, studentIds: ids, unticked: new Set(), concessionTexts: { c: "500" } });
    expect(plan.totalPaise).toBe(100_000n);
    expect(plan.selection).toEqual({ concessions: [{ studentId: "c", amount: 500 }] });
  });

  it("takes each student's standing concession off first, then the one-off, never below nothing", () => {
    const plan = planCharge({
      feePaise: 50_000n,
      studentIds: ["rte", "ward", "plain", "left"],
      unticked: new Set(["left"]),
      // RTE 100 %: the one-off ₹100 finds nothing left; staff ward 50 % then ₹100 off; a plain one-off ₹50.
      concessionTexts: { rte: "100", ward: "100", plain: "50" },
      standing: new Map([
        ["rte", concessionRuleOf({ kind: "percent", value: 100 })],
        ["ward", concessionRuleOf({ kind: "percent", value: 50 })],
        ["left", concessionRuleOf({ kind: "amount", value: 200 })],
      ]),
    });
    expect(plan.standingPaise).toBe(75_000n);
    expect(plan.standingByStudent).toEqual(
      new Map([
        ["rte", 50_000n],
        ["ward", 25_000n],
      ]),
    );
    expect(plan.concessionsPaise).toBe(15_000n);
    // 3 × ₹500 − ₹750 standing − ₹150 one-off = ₹600: ₹0 + ₹150 + ₹450, what the server writes.
    expect(plan.totalPaise).toBe(60_000n);
  });
});
