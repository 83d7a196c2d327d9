/**
 * The click-to-chat link that sends support the user's UID: wa.me wants the number as digits only
 * (country code included, no "+", spaces or dashes), and the pre-filled text URL-encoded.
 */
export function buildShareUidLink(supportPhone: string, uid: string): string {
  const digits = supportPhone.replace(/\D/g, "");
  return `https://wa.me/${digits}?text=${encodeURIComponent(`My UID: ${uid}`)}`;
}
