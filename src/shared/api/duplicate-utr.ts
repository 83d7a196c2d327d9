/**
 * The refusal of a payment reference (UPI UTR or bank reference) the school has recorded before, however
 * it came. Zod-free, so a screen can recognise it without loading the contract's schemas.
 */
export const DUPLICATE_UTR = "DUPLICATE_UTR";
