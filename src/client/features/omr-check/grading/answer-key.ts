import { OMR_OPTIONS, type OmrOption } from "@/documents/omr-sheet/omr-sheet-schema";
import type { SheetReading } from "../reader/read-sheet";

/** One entry per question: the right option, or null for a question not counted ("-"). */
export type AnswerKey = readonly (OmrOption | null)[];

export type AnswerKeyProblem = "empty" | "letters" | "length";

/** Spaces, commas and case do not matter: "abdc", "A B D C" and "A,B,D,C" are one key. */
export function normaliseAnswerKey(text: string): string {
  return text.toUpperCase().replace(/[\s,;]+/g, "");
}

/** The typed key, or what is wrong with it: only A–D and "-", exactly one per question. */
export function parseAnswerKey(
  text: string,
  questionCount: number,
): { key: AnswerKey } | { problem: AnswerKeyProblem } {
  const letters = normaliseAnswerKey(text);
  if (!letters) return { problem: "empty" };
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
