import type { ParseKeys, TFunction } from "i18next";

/**
 * The tools' zod schemas carry printTools keys as messages (zod types a message as any string, so
 * the key is asserted here, the one place it crosses over); this turns one into the field's text.
 */
export function fieldMessage(t: TFunction<"printTools">, message: string | undefined): string | undefined {
  return message ? t(message as ParseKeys<"printTools">) : undefined;
}
