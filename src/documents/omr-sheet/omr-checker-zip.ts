import { strToU8, zipSync } from "fflate";
import { OMR_CHECKER_MARKER_FILE, omrCheckerMarkerImage, omrCheckerTemplate } from "./omr-checker-template";
import type { OmrTemplate } from "./omr-template";

/**
 * The "Download for OMRChecker" zip: a folder per page (page-1/, page-2/, …), each holding that
 * page's template.json and the marker image, so OMRChecker reads a folder of scans of that page as-is.
 */
export function omrCheckerZip(template: OmrTemplate): Uint8Array {
  const marker = omrCheckerMarkerImage(template);
  const files = Object.fromEntries(
    template.pages.flatMap((page) => [
      [`page-${page.page}/template.json`, strToU8(`${JSON.stringify(omrCheckerTemplate(template, page), null, 2)}\n`)],
      [`page-${page.page}/${OMR_CHECKER_MARKER_FILE}`, marker],
    ]),
  );
  return zipSync(files, { mtime: new Date(Date.UTC(2020, 0, 1)) });
}
