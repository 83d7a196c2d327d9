import { z } from "zod";

export const REQUIRED_MESSAGE = "Please fill all fields.";

/** Trimmed text that must not be empty; `max` keeps a stray paste from bloating rows. */
export function requiredText(max: number) {
  return z.string().trim().min(1, REQUIRED_MESSAGE).max(max, `At most ${max} characters.`);
}

export function optionalText(max: number) {
  return z.string().trim().max(max, `At most ${max} characters.`);
}
