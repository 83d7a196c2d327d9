import { cn } from "../../lib/cn";

/** The bundled default photo: drawn inline, so it needs no request and passes any image policy. */
export function PlaceholderAvatar({ label, className }: { label: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 80 80"
      role="img"
      aria-label={label}
      data-testid="placeholder-avatar"
      className={cn("rounded-full", className)}
    >
      <rect width="80" height="80" fill="#e0e7ff" />
      <circle cx="40" cy="31" r="14" fill="#1e3a8a" />
      <path d="M12 76c2-17 14-26 28-26s26 9 28 26" fill="#1e3a8a" />
    </svg>
  );
}
