import { Hono } from "hono";
import { expect, it } from "vitest";
import { jsonWithRawData } from "./json-with-raw-data";

it("splices the database's JSON into the success envelope, byte for byte, Hindi included", async () => {
  const data = JSON.stringify([
    { name: "राम शर्मा", fees: "₹1,200.00" },
    { name: "Asha", fees: null },
  ]);
  const app = new Hono().get("/", (c) => jsonWithRawData(c, data, { totalCount: 2, note: "कक्षा ५" }));
  const response = await app.request("/");
  expect(response.headers.get("content-type")).toBe("application/json");
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  expect(JSON.parse(text)).toEqual({ success: true, totalCount: 2, note: "कक्षा ५", data: JSON.parse(data) });
  // The body ends at the closing brace: nothing of the room reserved for the worst case is sent.
  expect(bytes.byteLength).toBe(Buffer.byteLength(`{"success":true,"totalCount":2,"note":"कक्षा ५","data":${data}}`));
});
