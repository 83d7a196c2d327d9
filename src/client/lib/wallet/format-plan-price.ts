/** "₹1,100": whole rupees with Indian grouping, as plan buttons show them ("Pay ₹200"). */
export function formatPlanPrice(priceRupees: number): string {
  return `₹${priceRupees.toLocaleString("en-IN")}`;
}
