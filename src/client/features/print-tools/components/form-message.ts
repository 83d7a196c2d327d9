import type { TFunction } from "i18next";

/** The tools' zod schemas carry translation keys as messages; this turns one into the field's text. */
export function fieldMessage(t: TFunction, message: string | undefined): string | undefined {
  return message ? t(message) : undefined;
}
