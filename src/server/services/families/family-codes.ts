import { createHash, createHmac, randomInt } from "node:crypto";

/** RFC 4648 base32, lower case, as the receipt codes: reads aloud and types from paper. */
const ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";
/** 20 bytes = 160 bits (the issue asks ≥ 128): 32 base32 characters, no padding. */
const CODE_BYTES = 20;
const WELL_FORMED = /^[a-z2-7]{32}$/;

/**
 * A family's parent-page code: an HMAC under the server's secret of the school, the phone and the
 * moment its link was made (decision 0047). Only the secret's holder can make one; a new link (a new
 * moment) gives a new code, and a revoke clears the stored hash, so the old code is 404 for good;
 * yet the live link can be printed again — in every reminder — without replacing it.
 */
export function familyCodeFor(secret: string, schoolId: string, phone: string, linkCreatedAt: Date): string {
  const mac = createHmac("sha256", secret)
    .update(`bahi-family-link:v1:${schoolId}:${phone}:${linkCreatedAt.toISOString()}`)
    .digest();
  let out = "";
  let bits = 0;
  let value = 0;
  for (const byte of mac.subarray(0, CODE_BYTES)) {
    value = ((value << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

/** What family.link_hash holds: SHA-256 hex of the code as given out. */
export function familyLinkHashOf(code: string): string {
  return createHash("sha256").update(code).digest("hex");
}

/** A code as it may arrive (upper case from a retyped link): normalised, or null when it cannot be one. */
export function normaliseFamilyCode(input: string): string | null {
  const code = input.trim().toLowerCase();
  return WELL_FORMED.test(code) ? code : null;
}

/** No 0/O, 1/I/L: a parent copies the reference into a UPI note by hand. */
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** "BAHI-7Q4K": the short family reference a parent puts in the UPI note, unique per school. */
export function newFamilyReference(): string {
  let suffix = "";
  for (let i = 0; i < 4; i++) suffix += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `BAHI-${suffix}`;
}
