import { z } from "zod";
import { CONTROL_CHARACTERS_MESSAGE } from "./messages";

export interface TextOptions {
  /** A field that may hold several lines (an address): tab, newline and carriage return are allowed. */
  multiline?: boolean;
}

// C0 and C1 control characters and DEL. PostgreSQL refuses NUL in text outright; the others are
// never typed on purpose and break CSV exports, PDFs and logs.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_CHARACTERS_BUT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// Bidirectional embeddings, overrides and isolates: never needed to write Hindi or English, but one
// U+202E turns "=1+1<RLO>gnp" into what reads as "png" in an export, a PDF or a log line.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** True when text has no control character (line breaks and tabs allowed when `multiline`). */
export function isPlainText(text: string, { multiline = false }: TextOptions = {}): boolean {
  return !(multiline ? CONTROL_CHARACTERS_BUT_LINE_BREAKS : CONTROL_CHARACTERS).test(text);
}

/** The text without bidirectional embedding, override and isolate characters (U+202A–U+202E, U+2066–U+2069). */
export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, "");
}

/**
 * Any free text from a user (a body field, a query such as `?search=`, a spreadsheet cell): bidi
 * controls dropped, trimmed, no control characters. Every text field of the API is built from this.
 */
export function plainText(max: number, options: TextOptions = {}) {
  return z
    .string()
    .overwrite(stripBidiControls)
    .trim()
    .max(max, `At most ${max} characters.`)
    .refine((text) => isPlainText(text, options), CONTROL_CHARACTERS_MESSAGE);
}

/**
 * Trimmed text that must not be empty; `max` keeps a stray paste from bloating rows. `requiredMessage`
 * names the field ("Enter the school name."), so each empty field gets its own message.
 */
export function requiredText(max: number, requiredMessage: string, options: TextOptions = {}) {
  return plainText(max, options).refine((text) => text.length > 0, requiredMessage);
}

export function optionalText(max: number, options: TextOptions = {}) {
  return plainText(max, options);
}
