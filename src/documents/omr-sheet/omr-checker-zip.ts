import { strToU8, zipSync } from "fflate";
import {
  OMR_CHECKER_MARKER_FILE,
  omrCheckerConfig,
  omrCheckerMarkerImage,
  omrCheckerTemplate,
} from "./omr-checker-template";
import type { OmrTemplate } from "./omr-template";

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/**
 * The "Download for OMRChecker" zip: a folder per page (page-1/, page-2/, …), each holding that
 * page's template.json, config.json and the marker image, so OMRChecker reads a folder of scans of
 * that page as-is.
 */
export function omrCheckerZip(template: OmrTemplate): Uint8Array {
  const marker = omrCheckerMarkerImage(template);
  const config = json(omrCheckerConfig(template));
  const files = Object.fromEntries(
    template.pages.flatMap((page) => [
      [`page-${page.page}/template.json`, json(omrCheckerTemplate(template, page))],
      [`page-${page.page}/config.json`, config],
      [`page-${page.page}/${OMR_CHECKER_MARKER_FILE}`, marker],
    ]),
  );
  return zipSync(files, { mtime: new Date(Date.UTC(2020, 0, 1)) });
}
