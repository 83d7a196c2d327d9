import type { z } from "zod";
import type { FieldError, FieldErrors, FieldValues } from "react-hook-form";

/**
 * The fields of a form schema that must be filled in: those refusing both an empty string and no
 * value at all. Read from the same schema that validates the form, so the asterisk can never
 * disagree with the message a field gets when it is left empty.
 */
export function requiredFieldsOf<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
): ReadonlySet<keyof Shape & string> {
  const required = new Set<keyof Shape & string>();
  for (const [name, field] of Object.entries(schema.shape) as [keyof Shape & string, z.ZodType][]) {
    if (!field.safeParse("").success && !field.safeParse(undefined).success) required.add(name);
  }
  return required;
}

/**
 * A form's `field(name)`: what FormField takes for that field, its message (translated by the form's
 * own `translate`) and whether it is required, so every field of every form is wired the same way.
 */
export function fieldProps<T extends FieldValues>(
  errors: FieldErrors<T>,
  required: ReadonlySet<string>,
  translate: (message: string | undefined) => string | undefined,
) {
  return (name: keyof T & string) => ({
    error: translate((errors[name] as FieldError | undefined)?.message),
    required: required.has(name),
  });
}
