import { useQuery } from "@tanstack/react-query";
import { ledgersQuery } from "../../../components/queries/ledgers-query";

export function useLedgers(schoolId: string | undefined) {
  return useQuery(ledgersQuery(schoolId));
}
