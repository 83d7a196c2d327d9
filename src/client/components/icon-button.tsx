import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "../lib/cn";
import { Button } from "./ui/button";

type IconButtonProps = Omit<ComponentProps<typeof Button>, "aria-label" | "title"> & {
  label: string;
  /** A short visible word for a rare action, shown on phones, where no tooltip explains an icon; `label` contains it. */
  phoneText?: string;
};

// A phone card's row wraps, so a worded action takes its text's width there; a table row keeps the icon.
const worded = "max-sm:w-auto max-sm:px-3";

function PhoneText({ text }: { text?: string }) {
  return text ? <span className="sm:hidden">{text}</span> : null;
}

/** A row action drawn as an icon: its label is both the accessible name and the hover tooltip. */
export function IconButton({ label, phoneText, className, children, ...props }: IconButtonProps) {
  // A little tighter in a table row than on a phone card, where fingers need the room.
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      className={cn("sm:h-9 sm:w-9", phoneText && worded, className)}
      {...props}
    >
      {children}
      <PhoneText text={phoneText} />
    </Button>
  );
}

/** The same look for an action that goes to another screen; a disabled one is a plain button (links cannot be). */
export function IconLink({
  label,
  phoneText,
  to,
  disabled,
  className,
  children,
}: {
  label: string;
  phoneText?: string;
  to: string;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  if (disabled) {
    return (
      <IconButton label={label} phoneText={phoneText} disabled className={className}>
        {children}
      </IconButton>
    );
  }
  return (
    <Button
      asChild
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      className={cn("sm:h-9 sm:w-9", phoneText && worded, className)}
    >
      <Link to={to}>
        {children}
        <PhoneText text={phoneText} />
      </Link>
    </Button>
  );
}
