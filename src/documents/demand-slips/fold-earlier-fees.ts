import type { DemandSlip } from "@/shared/api/demand-slip";
import { slipBoxHeightMm, slipFeesTotal, SLIP_LINE_HEIGHT_MM } from "@/shared/rules/slip-maths";
import { PAGE_BOTTOM_MM, PAGE_TOP_MM } from "./slip-layout";

/** How many fee lines a slip can show when it has an A4 page to itself. */
export function maxFeeLinesOnAPage(totalReceived: number): number {
  return Math.floor((PAGE_BOTTOM_MM - PAGE_TOP_MM - slipBoxHeightMm(0, totalReceived)) / SLIP_LINE_HEIGHT_MM);
}

/**
 * A slip must fit on one page: a student with more Dues than a page holds keeps the latest lines,
 * and the earlier ones become a single line ("Earlier fees (25)") with their sum, so the total, the
 * balance and the words stay exactly those of every fee.
 */
export function foldEarlierFees(slip: DemandSlip, earlierFeesLabel: string): DemandSlip {
  const room = maxFeeLinesOnAPage(slip.totalMoneyReceive);
  if (slip.feesDetails.length <= room) return slip;
  const cut = slip.feesDetails.length - (room - 1);
  const earlier = slip.feesDetails.slice(0, cut);
  return {
    ...slip,
    feesDetails: [
      { particular: `${earlierFeesLabel} (${earlier.length})`, amount: slipFeesTotal(earlier) },
      ...slip.feesDetails.slice(cut),
    ],
  };
}
