import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";

/** A list filter that is on or off, announced as a pressed or unpressed button. */
export function FilterToggle({
  pressed,
  onPressedChange,
  children,
}: {
  pressed: boolean;
  onPressedChange: (pressed: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-pressed={pressed}
      onClick={() => onPressedChange(!pressed)}
      className={cn("rounded-full", pressed && "border-brand-700 bg-brand-50 text-brand-800 hover:bg-brand-100")}
    >
      {children}
    </Button>
  );
}
