import { describe, expect, it } from "vitest";
import { moveItem } from "./move-item";

describe("moveItem", () => {
  it("swaps with the neighbour above or below", () => {
    expect(moveItem(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
  });

  it("leaves the list as it is at either end, and never changes the original", () => {
    const items = ["a", "b"];
    expect(moveItem(items, 0, -1)).toEqual(["a", "b"]);
    expect(moveItem(items, 1, 1)).toEqual(["a", "b"]);
    expect(moveItem(items, 0, 1)).not.toBe(items);
    expect(items).toEqual(["a", "b"]);
  });
});
