import { downloadFile } from "./download-file";

/**
 * On a phone, the system share sheet with the PDF attached (WhatsApp, e-mail…) where the browser can
 * share files; everywhere else, and when the user cancels sharing, a plain download.
 */
export async function shareOrDownload(bytes: Uint8Array, fileName: string, title: string): Promise<void> {
  const file = new File([bytes as BlobPart], fileName, { type: "application/pdf" });
  const phone = typeof matchMedia === "function" && matchMedia("(pointer: coarse)").matches;
  if (phone && typeof navigator.canShare === "function" && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title });
      return;
    } catch (error) {
      // The user closed the sheet: nothing to do. Any other refusal falls back to a download.
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  downloadFile(bytes, fileName, "application/pdf");
}
