import { DropdownMenu as Primitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/client/lib/cn";

/**
 * Radix's dropdown menu, styled: loaded by `DropdownMenu` (dropdown-menu.tsx) when a menu is first
 * opened, so no page carries its code or mounts its parts before someone taps a "⋮" (decision 0055).
 */
function Content({ className, sideOffset = 6, ...props }: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Portal>
      <Primitive.Content
        sideOffset={sideOffset}
        className={cn("z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg", className)}
        {...props}
      />
    </Primitive.Portal>
  );
}

function Item({ className, ...props }: ComponentProps<typeof Primitive.Item>) {
  return (
    <Primitive.Item
      className={cn(
        "flex cursor-pointer select-none items-center gap-2 rounded-md px-2 py-2 text-sm outline-none data-[highlighted]:bg-slate-100 [&_svg]:size-4",
        className,
      )}
      {...props}
    />
  );
}

function Label({ className, ...props }: ComponentProps<typeof Primitive.Label>) {
  return <Primitive.Label className={cn("px-2 py-1.5 text-sm", className)} {...props} />;
}

function Separator({ className, ...props }: ComponentProps<typeof Primitive.Separator>) {
  return <Primitive.Separator className={cn("my-1 h-px bg-slate-200", className)} {...props} />;
}

export const menuParts = { Root: Primitive.Root, Trigger: Primitive.Trigger, Content, Item, Label, Separator };
export type MenuParts = typeof menuParts;
