import { createHash, createHmac } from "node:crypto";

/** RFC 4648 base32, lower case: no look-alike case pairs, and the code reads aloud or types from paper. */
const ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";
/** 15 bytes = 120 bits (the issue asks ≥ 96), exactly 24 base32 characters with no padding. */
const CODE_BYTES = 15;
export const CODE_LENGTH = 24;
const WELL_FORMED = /^[a-z2-7]{24}$/;

/**
 * The public code of a receipt or refund voucher: an HMAC of the row id under the server's secret
 * (decision 0046), so every print of the same row shows the same code on every instance, and only
 * its SHA-256 is stored. The label keeps this use of the secret apart from the session signing.
 */
export function receiptCodeFor(secret: string, transactionId: string): string {
  const mac = createHmac("sha256", secret).update(`bahi-receipt-verify:v1:${transactionId}`).digest();
  return toBase32(mac.subarray(0, CODE_BYTES));
}

/** What fee_transaction.verify_hash holds: SHA-256 hex of the code as printed (lower case). */
export function verifyHashOf(code: string): string {
  return createHash("sha256").update(code).digest("hex");
}

/** A code as someone may have typed it (upper case from the paper): normalised, or null when it cannot be one. */
export function normaliseCode(input: string): string | null {
  const code = input.trim().toLowerCase();
  return WELL_FORMED.test(code) ? code : null;
}

function toBase32(bytes: Uint8Array): string {
  let out = "";
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}
