// One formatter for every price: `toLocaleString` builds a new one per call, which the layout's
// pricing card paid for each plan during the first render (decision 0031).
const indianGrouping = new Intl.NumberFormat("en-IN");

/** "₹1,100": whole rupees with Indian grouping, as plan buttons show them ("Pay ₹200"). */
export function formatPlanPrice(priceRupees: number): string {
  return `₹${indianGrouping.format(priceRupees)}`;
}
