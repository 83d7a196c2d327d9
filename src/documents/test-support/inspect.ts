import { afterAll, beforeAll } from "vitest";
import type { DocumentFonts } from "../fonts/document-fonts";
import { loadNodeFonts } from "../fonts/load-node-fonts";
import { PdfInspector } from "./pdf-inspector";

/**
 * For a test file: loads the fonts once and gives an `inspect(bytes)` whose temporary files are
 * removed after the file's tests.
 */
export function usePdfTools(): { fonts: () => DocumentFonts; inspect: (bytes: Uint8Array) => PdfInspector } {
  let fonts: DocumentFonts | undefined;
  const opened: PdfInspector[] = [];
  beforeAll(async () => {
    fonts = await loadNodeFonts();
  });
  afterAll(() => opened.forEach((inspector) => inspector.dispose()));
  return {
    fonts: () => {
      if (!fonts) throw new Error("Fonts are loaded in beforeAll");
      return fonts;
    },
    inspect: (bytes) => {
      const inspector = new PdfInspector(bytes);
      opened.push(inspector);
      return inspector;
    },
  };
}
