import type { Context, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";

type Success<Data, Status extends 200 | 201> = Response &
  TypedResponse<JSONParsed<{ success: true; data: Data }>, Status, "json">;

/** The success envelope `{ success: true, data }` of SPEC §7 with 200, typed for the route's response schema. */
export function ok<Data>(c: Context, data: Data): Success<Data, 200> {
  const response: Response = c.json({ success: true, data }, 200);
  return response as Success<Data, 200>;
}

/** The same envelope with 201, for a route that creates something. */
export function created<Data>(c: Context, data: Data): Success<Data, 201> {
  const response: Response = c.json({ success: true, data }, 201);
  return response as Success<Data, 201>;
}
