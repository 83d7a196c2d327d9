/** `%`, `_` and `\` typed by a user are letters to find, not wildcards (backslash is LIKE's escape). */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** An (I)LIKE pattern for "contains `text`". */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** An (I)LIKE pattern for "starts with `text`". */
export function startsWithPattern(text: string): string {
  return `${escapeLike(text)}%`;
}
