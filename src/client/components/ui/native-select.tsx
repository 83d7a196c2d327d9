import type { ComponentProps } from "react";
import { cn } from "@/client/lib/cn";

/** The browser's own select, styled like Input: on a phone it opens the system picker. */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "flex h-10 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 aria-invalid:border-red-500 sm:text-sm",
        className,
      )}
      {...props}
    />
  );
}
