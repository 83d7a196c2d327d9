import { START_DATA_ELEMENT_ID, type StartData } from "../../shared/api/start-data";

/**
 * JSON that cannot end its `<script>` element or open a comment in it: `<`, `>` and `&` are written
 * as JSON escapes (the parsed value is the same), as are U+2028 and U+2029.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/**
 * The app's index.html carrying a signed-in caller's start data as a JSON data block, and
 * `modulepreload` links for the code the page runs first (paths from our own build). A script of type
 * `application/json` is never executed, so the Content Security Policy (`script-src 'self'`) is not
 * involved; the client reads it once and removes it.
 */
export function indexHtmlWithStartData(indexHtml: string, data: StartData, preloads: string[] = []): string {
  // crossorigin as on index.html's own module scripts, so the preloaded copy is the one import() uses.
  const links = preloads.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join("");
  const block = `${links}<script type="application/json" id="${START_DATA_ELEMENT_ID}">${jsonForHtml(data)}</script>`;
  if (!indexHtml.includes("</head>")) throw new Error("index.html has no </head> to put the start data before");
  // A replacer function: a string replacement would read `$&` or `$'` in the data as patterns.
  return indexHtml.replace("</head>", () => `${block}</head>`);
}
