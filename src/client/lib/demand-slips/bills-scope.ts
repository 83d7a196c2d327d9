/** Whose slips to print: one student, one ledger, or the whole school (by the school's `_id`). */
export type BillsScope =
  | { readonly kind: "student"; readonly studentId: string }
  | { readonly kind: "ledger"; readonly ledgerId: string }
  | { readonly kind: "school"; readonly schoolId: string };

/** The slip call for a scope (SPEC §7). */
export function slipListPath(scope: BillsScope): string {
  switch (scope.kind) {
    case "student":
      return `/student/student/transaction/${encodeURIComponent(scope.studentId)}`;
    case "ledger":
      return `/student/ledger/transaction/${encodeURIComponent(scope.ledgerId)}`;
    case "school":
      return `/student/school/transaction/${encodeURIComponent(scope.schoolId)}`;
  }
}
