import type { DemandSlip } from "@/shared/api/demand-slip";
import type { DocumentOptions } from "../document-options";

/** What the slip header shows about the school, and the UPI ID for the QR code ("" when unset). */
export interface BillsSchool {
  readonly name: string;
  readonly address: string;
  readonly contactNumber: string;
  readonly upiVpa: string;
}

export interface BillsData {
  readonly school: BillsSchool;
  readonly slips: readonly DemandSlip[];
}

export interface BillsOptions extends DocumentOptions {
  /** Called as slips are drawn (not for every slip: often enough for a progress bar). */
  readonly onProgress?: (done: number, total: number) => void;
}
