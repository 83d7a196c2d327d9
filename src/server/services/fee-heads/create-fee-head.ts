import type { z } from "zod";
import type { createFeeHeadBodySchema, FeeHead } from "../../../shared/api/fee-head";
import type { Database } from "../../db/database";
import { feeHead } from "../../db/schema";
import { toFeeHeadWire } from "./to-fee-head-wire";

/** A head of the director's own (no system code), e.g. "Computer fee". */
export async function createFeeHead(
  db: Database,
  schoolId: string,
  input: z.output<typeof createFeeHeadBodySchema>,
): Promise<FeeHead> {
  const [row] = await db
    .insert(feeHead)
    .values({ schoolId, name: input.name, nameHi: input.nameHi, tuition: input.tuition })
    .returning();
  return toFeeHeadWire(row!);
}
