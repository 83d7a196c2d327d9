/** Who is making a change, as the activity log records it: the user and the e-mail they had then. */
export interface Actor {
  userId: string;
  email: string;
  /** The caller's role in the school; absent for the system (the fee-plan schedule). */
  role?: "owner" | "staff" | null;
}
