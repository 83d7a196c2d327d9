import type { Context } from "hono";

/**
 * A file download. The plain `filename` must be ASCII, so a Hindi ledger name travels in
 * `filename*` (RFC 6266), which every current browser prefers.
 */
export function attachment(c: Context, file: { fileName: string; bytes: Uint8Array }, contentType: string): Response {
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
    "content-type": contentType,
    "content-disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    "cache-control": "no-store",
  });
}

export const CSV_TYPE = "text/csv; charset=utf-8";
export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
