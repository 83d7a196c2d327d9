import type { InferSelectModel } from "drizzle-orm";
import type { FeeHead } from "../../../shared/api/fee-head";
import type { feeHead } from "../../db/schema";

export type FeeHeadRow = InferSelectModel<typeof feeHead>;

export function toFeeHeadWire(row: FeeHeadRow): FeeHead {
  return {
    id: row.id,
    name: row.name,
    nameHi: row.nameHi,
    tuition: row.tuition,
    archived: row.archived,
    code: row.code,
  };
}
