import { z } from "zod";
import { successSchema } from "./envelope";

/** Public contact details from the server's configuration (payment gateways require them public). */
export const siteInfoSchema = z.object({
  legalName: z.string(),
  supportPhone: z.string(),
  supportEmail: z.string(),
  operationalAddress: z.string(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
export const siteInfoResponseSchema = successSchema(siteInfoSchema);
