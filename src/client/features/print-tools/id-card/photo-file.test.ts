import { describe, expect, it } from "vitest";
import { MAX_PHOTO_BYTES, photoFileProblem } from "./photo-file";

const file = (type: string, size: number) => new File([new Uint8Array(size)], "photo", { type });

describe("photoFileProblem", () => {
  it("takes a JPEG or PNG up to 5 MB", () => {
    expect(photoFileProblem(file("image/jpeg", 1000))).toBeNull();
    expect(photoFileProblem(file("image/png", MAX_PHOTO_BYTES))).toBeNull();
  });

  it("refuses other types, images included", () => {
    expect(photoFileProblem(file("application/pdf", 1000))).toBe("photoType");
    expect(photoFileProblem(file("image/gif", 1000))).toBe("photoType");
    expect(photoFileProblem(file("", 1000))).toBe("photoType");
  });

  it("refuses a photo over 5 MB", () => {
    expect(photoFileProblem(file("image/jpeg", MAX_PHOTO_BYTES + 1))).toBe("photoSize");
  });
});
