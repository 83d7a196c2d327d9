/**
 * The TrueType bytes every generator draws with. Generators never read files themselves, so the
 * same code runs in Node (tests, benchmarks) and in the browser (main thread or a Web Worker).
 */
export interface DocumentFonts {
  readonly regular: Uint8Array;
  readonly bold: Uint8Array;
}
