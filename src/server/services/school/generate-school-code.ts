import { randomInt } from "node:crypto";

// No 0/O, 1/I/L: a director reads this code out over the phone to support.
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const SCHOOL_CODE_LENGTH = 8;

export function generateSchoolCode(): string {
  let code = "";
  for (let i = 0; i < SCHOOL_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
