import type { MouseEvent, ReactNode } from "react";
import { softNavigate } from "../lib/soft-navigation";

/**
 * A link within the app for a screen shown without React Router (the sign-in page, decision 0051):
 * a plain click moves through lib/soft-navigation, as `Link` would; a modified click (new tab,
 * new window) is left to the browser.
 */
export function SoftLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    softNavigate(to);
  }
  return (
    <a href={to} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
