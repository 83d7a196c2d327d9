/** The smallest valid baseline JPEG (1×1 grey): what pdfkit and a browser can both decode. */
const TINY_JPEG_BASE64 =
  "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=";

export function tinyJpeg(): Uint8Array {
  return new Uint8Array(Buffer.from(TINY_JPEG_BASE64, "base64"));
}

/** A photo body as the browser sends it; `type` may lie, to test the server's checks. */
export function photoBlob(bytes: Uint8Array = tinyJpeg(), type = "image/jpeg"): Blob {
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type });
}
