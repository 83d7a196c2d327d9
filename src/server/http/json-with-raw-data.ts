import type { Context, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";

/**
 * A success envelope whose `data` is JSON text the database already rendered, spliced in without
 * being parsed and serialised again. `Body` is the shape the caller promises (its response schema);
 * the route tests check real bodies against that schema.
 */
export function jsonWithRawData<Body>(c: Context, dataJson: string, fields: Record<string, unknown>) {
  const head = JSON.stringify({ success: true, ...fields });
  const response: Response = c.body(Buffer.from(`${head.slice(0, -1)},"data":${dataJson}}`), 200, { "content-type": "application/json" });
  return response as Response & TypedResponse<JSONParsed<Body>, 200, "json">;
}
