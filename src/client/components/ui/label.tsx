import { Label as LabelPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/client/lib/cn";

export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return <LabelPrimitive.Root className={cn("text-sm font-medium text-slate-700", className)} {...props} />;
}

/**
 * A form control's label, with the red asterisk when the field is required. The asterisk sits beside
 * the <label>, hidden from screen readers, so the field's name stays "School Name"; the control
 * itself carries `aria-required`, which is how a screen reader says "required".
 */
export function FieldLabel({
  required,
  className,
  ...props
}: ComponentProps<typeof LabelPrimitive.Root> & { required?: boolean }) {
  return (
    // text-sm here too: the asterisk takes the label's line height, so a required field's control
    // lines up with its unmarked neighbour's in a row (Amount beside Payment mode).
    <div className="flex items-baseline gap-0.5 text-sm">
      <Label className={className} {...props} />
      {required ? <RequiredMark /> : null}
    </div>
  );
}

/**
 * The required marker on its own. With `spoken` (a group of toggle buttons, which cannot carry
 * aria-required) the "*" itself is read as that word, so the label shows one mark, never "* (required)".
 */
export function RequiredMark({ spoken }: { spoken?: string } = {}) {
  return spoken ? (
    <span role="img" aria-label={spoken} className="font-semibold text-red-700">
      *
    </span>
  ) : (
    <span aria-hidden="true" className="font-semibold text-red-700">
      *
    </span>
  );
}
