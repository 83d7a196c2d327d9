import { z } from "zod";
import { UPI_ID_MESSAGE } from "./messages";

/** A UPI virtual payment address: handle@bank, as NPCI defines it (letters, digits, dot, dash, underscore). */
export const upiIdSchema = z
  .string()
  .trim()
  .regex(/^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/, UPI_ID_MESSAGE);
