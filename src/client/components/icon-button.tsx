import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "./ui/button";

/** A row action drawn as an icon: its label is both the accessible name and the hover tooltip. */
export function IconButton({ label, ...props }: Omit<ComponentProps<typeof Button>, "aria-label" | "title"> & { label: string }) {
  return <Button variant="ghost" size="icon" aria-label={label} title={label} {...props} />;
}

/** The same look for an action that goes to another screen; a disabled one is a plain button (links cannot be). */
export function IconLink({ label, to, disabled, className, children }: { label: string; to: string; disabled?: boolean; className?: string; children: ReactNode }) {
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
