import { OMR_OPTIONS, type OmrOption } from "@/documents/omr-sheet/omr-sheet-schema";
import type { SheetReading } from "../reader/read-sheet";

/** One entry per question: the right option, or null for a question not counted ("-"). */
export type AnswerKey = readonly (OmrOption | null)[];

export type AnswerKeyProblem = "empty" | "unset" | "letters" | "length";

/** A question the grid skipped over, in the key's text: it holds the later questions in place until tapped. */
export const KEY_UNSET = "?";

/** What the key says of one question, as the grid shows it: a letter, "-" (not counted), or nothing yet. */
export type KeyMark = OmrOption | "-" | null;

/** Spaces, commas and case do not matter: "abdc", "A B D C" and "A,B,D,C" are one key. */
export function normaliseAnswerKey(text: string): string {
  return text.toUpperCase().replace(/[\s,;]+/g, "");
}

/**
 * The typed key, or what is wrong with it: only A–D and "-", exactly one per question. A question the
 * grid left without an answer ("?") is named, so a forgotten tap is never graded as "not counted".
 */
export function parseAnswerKey(
  text: string,
  questionCount: number,
): { key: AnswerKey } | { problem: AnswerKeyProblem; question?: number } {
  const letters = normaliseAnswerKey(text);
  if (!letters) return { problem: "empty" };
  if (/^[A-D?-]+$/.test(letters) && letters.includes(KEY_UNSET))
    return { problem: "unset", question: letters.indexOf(KEY_UNSET) + 1 };
  if (!/^[A-D-]+$/.test(letters)) return { problem: "letters" };
  if (letters.length !== questionCount) return { problem: "length" };
  return {
    key: [...letters].map((letter) => (OMR_OPTIONS.includes(letter as OmrOption) ? (letter as OmrOption) : null)),
  };
}

/** A sheet filled in as the key, as the key's text: a blank or double-filled question is not counted. */
export function answerKeyFromReading(reading: SheetReading): string {
  return reading.answers.map(({ answer }) => (answer === "blank" || answer === "double" ? "-" : answer)).join("");
}

/** The key's text as the grid reads it: one mark per question, whatever is beyond the count left out. */
export function keyMarks(text: string, questionCount: number): KeyMark[] {
  const letters = [...normaliseAnswerKey(text)];
  return Array.from({ length: questionCount }, (_, index) => {
    const letter = letters[index];
    return letter === "-" || OMR_OPTIONS.includes(letter as OmrOption) ? (letter as OmrOption | "-") : null;
  });
}

/**
 * The key's text with question `index` (from 0) set by a tap: the same text the box shows, so typing and
 * tapping stay one key. Questions before it that have nothing yet hold "?" (named by `parseAnswerKey`).
 */
export function withKeyMark(text: string, index: number, mark: OmrOption | "-"): string {
  const letters = [...normaliseAnswerKey(text)];
  while (letters.length < index) letters.push(KEY_UNSET);
  letters[index] = mark;
  return letters.join("");
}
