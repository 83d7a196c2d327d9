import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "../lib/cn";
import { Button } from "./ui/button";

/** A row action drawn as an icon: its label is both the accessible name and the hover tooltip. */
export function IconButton({
  label,
  className,
  ...props
}: Omit<ComponentProps<typeof Button>, "aria-label" | "title"> & { label: string }) {
  // A little tighter in a table row than on a phone card, where fingers need the room.
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      className={cn("sm:h-9 sm:w-9", className)}
      {...props}
    />
  );
}

/** The same look for an action that goes to another screen; a disabled one is a plain button (links cannot be). */
export function IconLink({
  label,
  to,
  disabled,
  className,
  children,
}: {
  label: string;
  to: string;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  if (disabled) {
    return (
      <IconButton label={label} disabled className={className}>
        {children}
      </IconButton>
    );
  }
  return (
    <IconButton asChild label={label} className={className}>
      <Link to={to}>{children}</Link>
    </IconButton>
  );
}
