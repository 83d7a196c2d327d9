import { useQuery } from "@tanstack/react-query";
import type { Ledger } from "@/shared/api/ledger";
import { ledgersQuery } from "../../components/queries/ledgers-query";
import { useSchoolId } from "../../components/queries/use-school-id";
import type { BillsScope } from "./bills-scope";

export interface SlipCounts {
  /** One slip per student of the scope. */
  readonly all: number;
  /** The slips with a balance above zero (`slipOwesMoney`). */
  readonly owing: number;
}

/**
 * How many slips a ledger's or the school's bills would print, from the school's ledger list (its
 * student and owing counts; already on screen, or in the page's start data). Counting the slips
 * themselves meant fetching every slip of the school on each visit of the ledger page: 1.9 MB for
 * 2,000 students, on a phone's 3G, for two numbers. Null while the ledgers load.
 */
export function useSlipCounts(scope: Exclude<BillsScope, { kind: "student" }>): SlipCounts | null {
  const ledgers = useQuery({ ...ledgersQuery(useSchoolId()), select: (list) => slipCountsOf(list, scope) });
  return ledgers.data ?? null;
}

function slipCountsOf(ledgers: readonly Ledger[], scope: Exclude<BillsScope, { kind: "student" }>): SlipCounts {
  const counted = scope.kind === "ledger" ? ledgers.filter((ledger) => ledger._id === scope.ledgerId) : ledgers;
  return counted.reduce(
    (sum, ledger) => ({ all: sum.all + ledger.studentCount, owing: sum.owing + ledger.owingCount }),
    { all: 0, owing: 0 },
  );
}
