import { z } from "zod";

/** The longest text a generator's schema field accepts (looking through `.default()`), if it sets one. */
export function maxLengthOf(field: z.ZodType): number | undefined {
  const inner = field instanceof z.ZodDefault ? field.unwrap() : field;
  return inner instanceof z.ZodString ? (inner.maxLength ?? undefined) : undefined;
}

/**
 * A trimmed text field for a form, as long as the generator's own field allows, so a form that
 * passes never makes the generator fail. `tooLong` is the message key.
 */
export function limitedText(generatorField: z.ZodType, tooLong: string) {
  const max = maxLengthOf(generatorField);
  return max === undefined ? z.string().trim() : z.string().trim().max(max, tooLong);
}
