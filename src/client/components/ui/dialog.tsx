import { Dialog as Primitive } from "radix-ui";
import { X } from "lucide-react";
import { useRef, type ComponentProps, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/client/lib/cn";

export const Dialog = Primitive.Root;
export const DialogTrigger = Primitive.Trigger;
export const DialogClose = Primitive.Close;

/**
 * A centred dialog on desktop that becomes a bottom sheet on a phone screen.
 *
 * Focus: Radix focuses the first focusable element on open, so the ✕ comes last in the DOM (drawn
 * top-right) and a form opens on its first field. On close Radix returns focus only to a
 * `DialogTrigger`; our dialogs are opened from row actions and header buttons by state, so the
 * element that had focus when the dialog opened gets it back, if it is still on the page (a deleted
 * row's button is not: the list then moves focus itself, see `useFocusAfterDelete`).
 */
export function DialogContent({
  className,
  children,
  title,
  description,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof Primitive.Content> & { title: ReactNode; description?: ReactNode }) {
  const { t } = useTranslation();
  const focusReturn = useFocusReturnToOpener();
  return (
    <Primitive.Portal>
      <Primitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
      <Primitive.Content
        className={cn(
          "fixed inset-x-0 bottom-0 z-50 max-h-[92vh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl",
          className,
        )}
        {...(description ? {} : { "aria-describedby": undefined })}
        onOpenAutoFocus={(event) => {
          focusReturn.onOpenAutoFocus();
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (!event.defaultPrevented) focusReturn.onCloseAutoFocus(event);
        }}
        {...props}
      >
        <div className="mb-4 space-y-1 pr-8">
          <Primitive.Title className="text-lg font-semibold">{title}</Primitive.Title>
          {description ? (
            <Primitive.Description className="text-sm text-slate-600">{description}</Primitive.Description>
          ) : null}
        </div>
        {children}
        <Primitive.Close
          className="absolute right-4 top-4 rounded-md p-1 text-slate-500 hover:bg-slate-100"
          aria-label={t("close")}
        >
          <X className="size-5" />
        </Primitive.Close>
      </Primitive.Content>
    </Primitive.Portal>
  );
}

/**
 * Radix gives focus back on close only to its own trigger; ours are opened by state (row actions,
 * header buttons), so the element that had focus as the dialog opened gets it back, if it is still
 * on the page. For any Radix dialog content's `onOpenAutoFocus` and `onCloseAutoFocus`.
 */
export function useFocusReturnToOpener() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    // Radix asks before moving focus in, so this is still the button that opened the dialog.
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      if (opener.current?.isConnected) opener.current.focus();
      opener.current = null;
    },
  };
}
