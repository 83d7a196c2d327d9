import { describe, expect, it } from "vitest";
import { MAX_STUDENT_PHOTO_BYTES } from "@/shared/api/student-photo";
import { encodeWithinLimit, JPEG_QUALITIES, PhotoTooDetailedError } from "./shrink-photo";

/** An encoder whose output shrinks with the quality, as a canvas's does, recording what it was asked. */
function fakeEncoder(bytesAtQuality: (quality: number) => number) {
  const asked: number[] = [];
  const encode = (quality: number) => {
    asked.push(quality);
    return Promise.resolve(new Blob([new Uint8Array(bytesAtQuality(quality))], { type: "image/jpeg" }));
  };
  return { asked, encode };
}

describe("encodeWithinLimit", () => {
  it("keeps the best quality when it already fits", async () => {
    const { asked, encode } = fakeEncoder(() => 20_000);
    const blob = await encodeWithinLimit(encode);
    expect(blob.size).toBe(20_000);
    expect(asked).toEqual([0.9]);
  });

  it("lowers the quality step by step until the photo is at most 50 KB", async () => {
    const { asked, encode } = fakeEncoder((quality) => Math.round(quality * 80_000));
    const blob = await encodeWithinLimit(encode);
    expect(blob.size).toBeLessThanOrEqual(MAX_STUDENT_PHOTO_BYTES);
    expect(blob.size).toBe(48_000);
    expect(asked).toEqual([0.9, 0.8, 0.7, 0.6]);
  });

  it("takes a photo of exactly the limit", async () => {
    const { encode } = fakeEncoder(() => MAX_STUDENT_PHOTO_BYTES);
    expect((await encodeWithinLimit(encode)).size).toBe(MAX_STUDENT_PHOTO_BYTES);
  });

  it("gives up with PhotoTooDetailedError after the lowest quality", async () => {
    const { asked, encode } = fakeEncoder(() => MAX_STUDENT_PHOTO_BYTES + 1);
    await expect(encodeWithinLimit(encode)).rejects.toBeInstanceOf(PhotoTooDetailedError);
    expect(asked).toEqual([...JPEG_QUALITIES]);
  });

  it("fails when the browser cannot encode at all", async () => {
    await expect(encodeWithinLimit(() => Promise.resolve(null))).rejects.toThrow(/cannot encode/);
  });
});
