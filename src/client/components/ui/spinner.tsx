import { LoaderCircle } from "lucide-react";
import { cn } from "@/client/lib/cn";

/** `size` apart from `className`, so the page spinner needs no class merging (lib/cn.ts). */
export function Spinner({
  className,
  size = "size-4",
  label,
}: {
  className?: string;
  size?: `size-${number}`;
  label?: string;
}) {
  return (
    <LoaderCircle
      className={cn(size, "animate-spin", className)}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}

/** Full-area loader for a page whose data is on its way. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center" role="status">
      <Spinner size="size-8" className="text-brand-700" label={label} />
    </div>
  );
}
