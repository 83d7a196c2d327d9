/**
 * The body as typed in a textarea: blank lines separate paragraphs; a single line break inside a
 * paragraph is kept (people type addresses and lists that way).
 */
export function letterParagraphs(body: string): string[] {
  return body
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((paragraph) =>
      paragraph
        .split("\n")
        .map((line) => line.trim())
        .join("\n")
        .trim(),
    )
    .filter(Boolean);
}
