import { describe, expect, it } from "vitest";
import { detectFileKind } from "./detect-file-kind";

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe("detectFileKind", () => {
  it("tells a zip from an old Excel file by their first bytes", () => {
    expect(detectFileKind(bytes(0x50, 0x4b, 0x03, 0x04, 1, 2))).toBe("xlsx");
    expect(detectFileKind(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBe("xls");
  });

  it("refuses pictures and PDFs by their signatures, even with no control byte in them", () => {
    const signatures = {
      png: bytes(0x89, 0x50, 0x4e, 0x47, 0x01, 0x02, 0x03, 0x04),
      pngNoControlBytes: bytes(0x89, 0x50, 0x4e, 0x47, 0x41, 0x42),
      jpeg: bytes(0xff, 0xd8, 0xff, 0xe0, 0x41, 0x42),
      gif: text("GIF89a,name"),
      webp: bytes(...text("RIFF"), 0xa0, 0xa1, 0xa2, 0xa3, ...text("WEBPVP8 ")),
      pdf: text("%PDF-1.7\n%âãÏÓ\n"),
    };
    for (const [kind, file] of Object.entries(signatures)) expect(detectFileKind(file), kind).toBe("other");
  });

  it("refuses a file holding any control byte but tab, CR and LF", () => {
    const controls = [...Array.from({ length: 0x20 }, (_, byte) => byte), 0x7f].filter(
      (byte) => byte !== 0x09 && byte !== 0x0a && byte !== 0x0d,
    );
    for (const control of controls) {
      expect(
        detectFileKind(bytes(...text("Name,Phone\r\nAarav,98765"), control, 0x33)),
        `0x${control.toString(16)}`,
      ).toBe("other");
    }
  });

  it("takes text as CSV: UTF-8 with Hindi, tabs and line breaks, and a Windows code page's bytes 0x80–0xFF", () => {
    expect(detectFileKind(text("\uFEFFनाम,फ़ोन\r\nआरव\t,9876543210\n"))).toBe("csv");
    const windows1252 = bytes(...text("Name,Father Name\r\nJos"), 0xe9, ...text(",Ren"), 0xe9, 0x0d, 0x0a);
    const everyHighByte = bytes(...Array.from({ length: 0x80 }, (_, i) => 0x80 + i));
    expect(detectFileKind(windows1252)).toBe("csv");
    expect(detectFileKind(everyHighByte)).toBe("csv");
    expect(detectFileKind(bytes())).toBe("csv");
  });
});
