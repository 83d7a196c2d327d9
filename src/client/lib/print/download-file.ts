/**
 * Saves `content` under `fileName` through a temporary link: the one way every browser, phones
 * included, keeps the name we choose.
 */
export function downloadFile(content: Uint8Array | string, fileName: string, type: string): void {
  // pdfkit's bytes always sit on a plain ArrayBuffer; the cast only narrows TypeScript's view of it.
  const url = URL.createObjectURL(new Blob([content as Uint8Array<ArrayBuffer> | string], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers read the blob only after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
