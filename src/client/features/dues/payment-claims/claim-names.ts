import type { PaymentClaim } from "@/shared/api/family";

/** The children a claim is for, as the panel and the reject dialog name them. */
export function claimNames(claim: PaymentClaim): string {
  return claim.students.map((student) => student.name).join(", ");
}
