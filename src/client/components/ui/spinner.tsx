import { LoaderCircle } from "lucide-react";
import { cn } from "@/client/lib/cn";

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return <LoaderCircle className={cn("size-4 animate-spin", className)} aria-label={label} aria-hidden={label ? undefined : true} />;
}

/** Full-area loader for a page whose data is on its way. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center" role="status">
      <Spinner className="size-8 text-brand-700" label={label} />
    </div>
  );
}
