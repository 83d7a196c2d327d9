import type { SheetReading } from "../reader/read-sheet";

/** One file for a worker to read: a photo or scan (JPEG/PNG), or a scanned PDF of many pages. */
export interface OmrReadRequest {
  readonly id: number;
  readonly file: File;
  readonly questionCount: number;
}

/** One sheet read from a file; a PDF gives one per page. */
export interface SheetResult {
  /** The file's name, with " p. N" for a PDF's page. */
  readonly name: string;
  readonly reading: SheetReading;
  /** The sheet cut out and turned upright (the photo itself when no markers were found), as a JPEG. */
  readonly preview: Blob | null;
  /** The preview's size in template points when upright, so marks can be drawn over it. */
  readonly upright: boolean;
}

export type OmrWorkerMessage =
  | { readonly type: "done"; readonly id: number; readonly results: readonly SheetResult[] }
  | { readonly type: "error"; readonly id: number; readonly message: string };
