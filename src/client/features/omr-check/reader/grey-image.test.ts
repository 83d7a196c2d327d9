import { describe, expect, it } from "vitest";
import { greyFromRgba, rgbaFromGrey } from "./grey-image";

describe("rgbaFromGrey", () => {
  it("writes each grey level into R, G and B, opaque, and greyFromRgba reads it back", () => {
    const image = { width: 3, height: 1, data: new Uint8ClampedArray([0, 128, 255]) };
    const rgba = new Uint8ClampedArray(12);
    rgbaFromGrey(image, rgba);
    expect([...rgba]).toEqual([0, 0, 0, 255, 128, 128, 128, 255, 255, 255, 255, 255]);
    expect([...greyFromRgba(rgba, 3, 1).data]).toEqual([0, 128, 255]);
  });
});
