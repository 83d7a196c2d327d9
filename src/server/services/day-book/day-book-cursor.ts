import { z } from "zod";
import { dayBookKindSchema } from "../../../shared/api/day-book";
import { ServiceError } from "../errors";

/**
 * Where a page of the day book ends, in its order (when, number, kind, id): the next page starts
 * after it. `at` keeps PostgreSQL's microseconds (a JavaScript Date would lose them, and two entries
 * of one millisecond would be skipped or repeated); `number` is "" for an entry without one.
 */
export interface DayBookCursor {
  at: string;
  number: string;
  kind: z.infer<typeof dayBookKindSchema>;
  id: string;
}

const cursorSchema = z.tuple([
  z.string().regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/),
  z.string().max(100),
  dayBookKindSchema,
  z.uuid(),
]);

/** Opaque to the client: base64url of the four keys. */
export function encodeDayBookCursor(cursor: DayBookCursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.number, cursor.kind, cursor.id])).toString("base64url");
}

/** A cursor this server did not make → 400. */
export function decodeDayBookCursor(text: string): DayBookCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    parsed = undefined;
  }
  const result = cursorSchema.safeParse(parsed);
  if (!result.success) throw new ServiceError(400, "VALIDATION", "The day book's cursor is not one it gave.");
  const [at, number, kind, id] = result.data;
  return { at, number, kind, id };
}
