import { cloneElement, useId, type ReactElement } from "react";
import { FieldLabel } from "./label";

/**
 * A label, its control and the control's message, wired for screen readers: the message is the
 * control's description and marks it invalid, so errors are read out next to the field. `required`
 * draws the asterisk and sets `aria-required`; forms take it from their schema (`requiredFieldsOf`).
 */
export function FormField({
  label,
  error,
  hint,
  required,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  children: ReactElement<Record<string, unknown>>;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="space-y-1.5">
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      {cloneElement(children, {
        id,
        "aria-required": required ? true : undefined,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error || hint ? messageId : undefined,
      })}
      {error ? (
        <p id={messageId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
