import type { z } from "zod";
import { apiErrorSchema } from "../../../shared/api/envelope";

const errorContent = { "application/json": { schema: apiErrorSchema } };

/** The success response plus the error responses every authenticated route can give. */
export function jsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return {
    200: { description, content: { "application/json": { schema } } },
    400: { description: "Validation failed; `issues` lists each field", content: errorContent },
    401: { description: "Not signed in", content: errorContent },
    404: { description: "Not found in the caller's school", content: errorContent },
    409: { description: "Conflicts with existing data", content: errorContent },
  } as const;
}

export function jsonBody<T extends z.ZodType>(schema: T) {
  return { body: { required: true, content: { "application/json": { schema } } } } as const;
}
