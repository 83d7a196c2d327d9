/** Images smaller than this across are logos or stamps, not a scanned page. */
const MIN_PAGE_PIXELS = 400;

function latin1(bytes: Uint8Array): string {
  let text = "";
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return text;
}

/**
 * The JPEG pictures inside a scanned PDF, in file order: a scanner or a phone's "scan to PDF"
 * stores each page as one DCTDecode image, whose stream bytes are a complete JPEG file. A PDF
 * of vector pages (a sheet printed to PDF, not scanned) has none and gives an empty list.
 */
export function pdfPageImages(pdf: Uint8Array): Uint8Array[] {
  const text = latin1(pdf);
  const images: Uint8Array[] = [];
  const filter = /\/DCTDecode\b/g;
  for (let match = filter.exec(text); match; match = filter.exec(text)) {
    const dictStart = text.lastIndexOf("obj", match.index);
    const streamAt = text.indexOf("stream", match.index);
    if (dictStart < 0 || streamAt < 0) continue;
    const dict = text.slice(dictStart, streamAt);
    if (!/\/Subtype\s*\/Image/.test(dict)) continue;
    const width = Number(/\/Width\s+(\d+)/.exec(dict)?.[1] ?? 0);
    const height = Number(/\/Height\s+(\d+)/.exec(dict)?.[1] ?? 0);
    if (Math.max(width, height) < MIN_PAGE_PIXELS) continue;
    let start = streamAt + "stream".length;
    if (text[start] === "\r") start++;
    if (text[start] === "\n") start++;
    const length = Number(/\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict)?.[1] ?? NaN);
    // A direct /Length is exact; an indirect one (n 0 R) leaves the JPEG's own end marker to find.
    const end = Number.isFinite(length)
      ? start + length
      : text.lastIndexOf("\xff\xd9", text.indexOf("endstream", start)) + 2;
    if (pdf[start] !== 0xff || pdf[start + 1] !== 0xd8 || end <= start) continue;
    images.push(pdf.slice(start, end));
    filter.lastIndex = end;
  }
  return images;
}
