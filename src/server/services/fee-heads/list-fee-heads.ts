import { asc, eq } from "drizzle-orm";
import type { FeeHead } from "../../../shared/api/fee-head";
import type { Database } from "../../db/database";
import { feeHead } from "../../db/schema";
import { toFeeHeadWire } from "./to-fee-head-wire";

/** The school's fee heads, archived ones too (old charges still name them), in the order they were made. */
export async function listFeeHeads(db: Database, schoolId: string): Promise<FeeHead[]> {
  const rows = await db
    .select()
    .from(feeHead)
    .where(eq(feeHead.schoolId, schoolId))
    .orderBy(asc(feeHead.createdAt), asc(feeHead.name));
  return rows.map(toFeeHeadWire);
}
