import { Search } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn";
import { Input } from "./ui/input";

/** A search field whose placeholder is also its accessible name (the screens have no visible label). */
export function SearchBox({
  className,
  placeholder,
  ...props
}: Omit<ComponentProps<"input">, "type"> & { placeholder: string }) {
  return (
    <div className={cn("relative w-full sm:max-w-xs", className)}>
      <Search
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden
      />
      <Input type="search" aria-label={placeholder} placeholder={placeholder} className="pl-9" {...props} />
    </div>
  );
}
