import { z } from "zod";
import { REQUIRED_MESSAGE } from "./messages";

/** Trimmed text that must not be empty; `max` keeps a stray paste from bloating rows. */
export function requiredText(max: number) {
  return z.string().trim().min(1, REQUIRED_MESSAGE).max(max, `At most ${max} characters.`);
}

export function optionalText(max: number) {
  return z.string().trim().max(max, `At most ${max} characters.`);
}
