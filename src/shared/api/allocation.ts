import { z } from "zod";
import { amountSchema } from "../rules/amount";

/**
 * A Received row may name what it pays ("this ₹300 is for the exam fee"): Dues rows of the same
 * student, each id once; whatever is left over settles the oldest open charges.
 */
export const namedAllocationsSchema = z
  .array(z.object({ transactionId: z.uuid(), amount: amountSchema }))
  .max(200)
  .refine((list) => new Set(list.map((item) => item.transactionId)).size === list.length, {
    message: "Name each charge once.",
  });
