import { z } from "zod";

/** Every failure the API returns has this shape; `issues` carries field-level validation messages. */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  error: z.object({
    code: z.string(),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    /** On a 500: the id of the failed request (also the X-Request-Id header), to find it in the logs. */
    requestId: z.string().optional(),
    /** On a 409 ALREADY_CHARGED: the students who already have that head for that period. */
    students: z.array(z.object({ studentId: z.string(), name: z.string() })).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
export type FieldIssue = NonNullable<ApiError["error"]["issues"]>[number];

/** `{ success: true, data }`, the success shape of SPEC §7. */
export function successSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

/** One code per HTTP status the API answers; a feature may use a more specific code (e.g. NO_COINS for a 402). */
export const errorCodes = {
  VALIDATION: "VALIDATION",
  UNAUTHENTICATED: "UNAUTHENTICATED",
  PAYMENT_REQUIRED: "PAYMENT_REQUIRED",
  FORBIDDEN: "FORBIDDEN",
  NOT_FOUND: "NOT_FOUND",
  METHOD_NOT_ALLOWED: "METHOD_NOT_ALLOWED",
  CONFLICT: "CONFLICT",
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  UNSUPPORTED_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  RATE_LIMITED: "RATE_LIMITED",
  INTERNAL: "INTERNAL_ERROR",
  SERVICE_UNAVAILABLE: "SERVICE_UNAVAILABLE",
  NO_COINS: "NO_COINS",
  PREMIUM_REQUIRED: "PREMIUM_REQUIRED",
  BAD_SIGNATURE: "BAD_SIGNATURE",
  PAYMENTS_NOT_CONFIGURED: "PAYMENTS_NOT_CONFIGURED",
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

/** The code an error of each status carries unless its thrower names a more specific one. */
export const errorCodeForStatus = {
  400: errorCodes.VALIDATION,
  401: errorCodes.UNAUTHENTICATED,
  402: errorCodes.PAYMENT_REQUIRED,
  403: errorCodes.FORBIDDEN,
  404: errorCodes.NOT_FOUND,
  405: errorCodes.METHOD_NOT_ALLOWED,
  409: errorCodes.CONFLICT,
  413: errorCodes.PAYLOAD_TOO_LARGE,
  415: errorCodes.UNSUPPORTED_MEDIA_TYPE,
  429: errorCodes.RATE_LIMITED,
  500: errorCodes.INTERNAL,
  503: errorCodes.SERVICE_UNAVAILABLE,
} as const;
export type ErrorStatus = keyof typeof errorCodeForStatus;
