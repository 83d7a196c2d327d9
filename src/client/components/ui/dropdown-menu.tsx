import { cloneElement, createContext, useContext, useEffect, useState, type ReactElement, type ReactNode } from "react";
import type { ComponentProps } from "react";
import { loadAfterFirstInteraction } from "../lazy-dialog";
import type { MenuParts } from "./dropdown-menu-parts";

let loading: Promise<MenuParts> | undefined;
/** Radix's menu, once per page: the first opening, or an idle moment after the first tap or key. */
function loadMenuParts(): Promise<MenuParts> {
  loading ??= import("./dropdown-menu-parts").then(({ menuParts }) => menuParts);
  return loading;
}

let preloadQueued = false;
/** Queued once, however many menus the page has. */
function preloadMenuParts() {
  if (preloadQueued) return;
  preloadQueued = true;
  loadAfterFirstInteraction(loadMenuParts);
}

const PartsContext = createContext<MenuParts | undefined>(undefined);

/**
 * A dropdown menu whose Radix code loads, and whose parts mount, only when it is first opened
 * (decision 0055). Until then `trigger` is a plain button: a page with a "⋮" in each of its 20 rows
 * mounted 20 Radix menus, each re-rendering itself synchronously as it mounted (its presence and
 * popper anchor), inside the page's first long task. On the first click the button becomes the
 * menu's trigger and the menu opens; from then on it is an ordinary Radix menu.
 */
export function DropdownMenu({
  trigger,
  children,
  align,
  modal,
}: {
  /** A button (the menu's opener); it is given aria-haspopup and its click. */
  trigger: ReactElement<ComponentProps<"button">>;
  /** The menu's items: `DropdownMenuItem`, `DropdownMenuLabel`, `DropdownMenuSeparator`. */
  children: ReactNode;
  align?: "start" | "center" | "end";
  modal?: boolean;
}) {
  const [parts, setParts] = useState<MenuParts | undefined>(undefined);
  const [open, setOpen] = useState(false);
  useEffect(preloadMenuParts, []);
  if (!parts)
    return cloneElement(trigger, {
      "aria-haspopup": "menu",
      "aria-expanded": false,
      onClick: () =>
        void loadMenuParts().then((menu) => {
          setParts(menu);
          setOpen(true);
        }),
    });
  return (
    <PartsContext.Provider value={parts}>
      <parts.Root open={open} onOpenChange={setOpen} modal={modal}>
        <parts.Trigger asChild>{trigger}</parts.Trigger>
        <parts.Content align={align}>{children}</parts.Content>
      </parts.Root>
    </PartsContext.Provider>
  );
}

/** The loaded parts: items only render inside an open menu's content, after the load. */
function useParts(): MenuParts {
  const parts = useContext(PartsContext);
  if (!parts) throw new Error("A menu item rendered outside a DropdownMenu");
  return parts;
}

export function DropdownMenuItem(props: ComponentProps<MenuParts["Item"]>) {
  const { Item } = useParts();
  return <Item {...props} />;
}

export function DropdownMenuLabel(props: ComponentProps<MenuParts["Label"]>) {
  const { Label } = useParts();
  return <Label {...props} />;
}

export function DropdownMenuSeparator(props: ComponentProps<MenuParts["Separator"]>) {
  const { Separator } = useParts();
  return <Separator {...props} />;
}
