// @vitest-environment jsdom
import { expect, it } from "vitest";
import { clearPrintDrafts, DRAFT_KEYS } from "./draft-keys";

it("removes every print draft and leaves other keys alone", () => {
  for (const key of Object.values(DRAFT_KEYS)) localStorage.setItem(key, "draft");
  localStorage.setItem("bahi.language", "hi");
  clearPrintDrafts();
  expect(Object.values(DRAFT_KEYS).map((key) => localStorage.getItem(key))).toEqual(
    Object.values(DRAFT_KEYS).map(() => null),
  );
  expect(localStorage.getItem("bahi.language")).toBe("hi");
});
