import type { BillsData } from "@/documents/demand-slips/bills-input";
import type { DocumentLanguage } from "@/documents/language";

/** What the page asks the bills worker to print. */
export interface BillsRequest {
  readonly data: BillsData;
  readonly language: DocumentLanguage;
}

/** What the worker answers: progress as it draws, then the file's bytes (transferred) or an error. */
export type BillsWorkerMessage =
  | { readonly type: "progress"; readonly done: number; readonly total: number }
  | { readonly type: "done"; readonly bytes: ArrayBuffer }
  | { readonly type: "error"; readonly message: string };
