// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { downloadJson, downloadZip, printDocument } from "./print-document";

const fonts = { regular: new Uint8Array([1]), bold: new Uint8Array([2]) };
const loadBrowserFonts = vi.hoisted(() => vi.fn());
vi.mock("@/documents/fonts/load-browser-fonts", () => ({ loadBrowserFonts }));

const ONE_PAGE_PDF = new TextEncoder().encode("%PDF-1.3\n<< /Type /Pages >>\n<< /Type /Page >>\n%%EOF");

// jsdom's Blob has no arrayBuffer(); its FileReader reads one.
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

let saved: { name: string; blob: Blob }[];
beforeEach(() => {
  saved = [];
  loadBrowserFonts.mockResolvedValue(fonts);
  const blobs = new Map<string, Blob>();
  vi.stubGlobal(
    "URL",
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => (blobs.set(`blob:${blobs.size}`, blob), `blob:${blobs.size - 1}`),
      revokeObjectURL: vi.fn(),
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("printDocument", () => {
  it("runs the generator with the fonts and language, saves the bytes under the file name and counts the pages", async () => {
    const generate = vi.fn().mockResolvedValue(ONE_PAGE_PDF);
    const printed = await printDocument({
      loadGenerator: async () => generate,
      data: { n: 5 },
      fileName: "omr-sheet.pdf",
      language: "hi",
    });

    expect(generate).toHaveBeenCalledWith({ n: 5 }, { language: "hi", fonts });
    expect(printed).toEqual({ fileName: "omr-sheet.pdf", pageCount: 1 });
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe("omr-sheet.pdf");
    expect(saved[0]!.blob.type).toBe("application/pdf");
    expect([...(await bytesOf(saved[0]!.blob))]).toEqual([...ONE_PAGE_PDF]);
    expect(document.querySelector("a")).toBeNull();
  });

  it("saves nothing and passes the error on when the generator fails", async () => {
    const failing = vi.fn().mockRejectedValue(new Error("bad input"));
    await expect(
      printDocument({ loadGenerator: async () => failing, data: {}, fileName: "x.pdf", language: "en" }),
    ).rejects.toThrow("bad input");
    expect(saved).toHaveLength(0);
  });

  it("saves nothing when the fonts cannot be loaded", async () => {
    loadBrowserFonts.mockRejectedValueOnce(new Error("HTTP 503"));
    const generate = vi.fn().mockResolvedValue(ONE_PAGE_PDF);
    await expect(
      printDocument({ loadGenerator: async () => generate, data: {}, fileName: "x.pdf", language: "en" }),
    ).rejects.toThrow("HTTP 503");
    expect(generate).not.toHaveBeenCalled();
    expect(saved).toHaveLength(0);
  });
});

describe("downloadJson", () => {
  it("saves pretty-printed JSON under the file name", async () => {
    downloadJson({ page: { width: 595 } }, "omr-sheet-template.json");
    expect(saved[0]!.name).toBe("omr-sheet-template.json");
    expect(saved[0]!.blob.type).toBe("application/json");
    expect(JSON.parse(new TextDecoder().decode(await bytesOf(saved[0]!.blob)))).toEqual({ page: { width: 595 } });
  });
});

describe("downloadZip", () => {
  it("saves the bytes as a zip under the file name", async () => {
    const bytes = new Uint8Array([0x50, 0x4b, 0x05, 0x06, 0, 0]);
    downloadZip(bytes, "omr-sheet-omrchecker.zip");
    expect(saved[0]!.name).toBe("omr-sheet-omrchecker.zip");
    expect(saved[0]!.blob.type).toBe("application/zip");
    expect([...(await bytesOf(saved[0]!.blob))]).toEqual([...bytes]);
  });
});
