import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { FeeHead, updateFeeHeadBodySchema } from "../../../shared/api/fee-head";
import type { Database } from "../../db/database";
import { feeHead } from "../../db/schema";
import { NotFoundError } from "../errors";
import { toFeeHeadWire } from "./to-fee-head-wire";

/**
 * Rename, Hindi name, tuition flag, archive: only the fields sent change. A system head may be renamed
 * too — the rules find it by its code — and charges keep pointing at it, so old slips say the new name.
 */
export async function updateFeeHead(
  db: Database,
  schoolId: string,
  id: string,
  changes: z.output<typeof updateFeeHeadBodySchema>,
): Promise<FeeHead> {
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const where = and(eq(feeHead.schoolId, schoolId), eq(feeHead.id, id));
  const [row] =
    Object.keys(set).length === 0
      ? await db.select().from(feeHead).where(where)
      : await db.update(feeHead).set(set).where(where).returning();
  if (!row) throw new NotFoundError("Fee head");
  return toFeeHeadWire(row);
}
