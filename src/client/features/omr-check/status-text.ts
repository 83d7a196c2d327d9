import type { TFunction } from "i18next";
import type { SheetReading } from "./reader/read-sheet";

/** The status column's words for a sheet. */
export function statusText(t: TFunction<"omrCheck">, reading: Pick<SheetReading, "status" | "printedFor">): string {
  return t(`status.${reading.status}`, { count: reading.printedFor ?? 0 });
}
