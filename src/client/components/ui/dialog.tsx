import { Dialog as Primitive } from "radix-ui";
import { X } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/client/lib/cn";

export const Dialog = Primitive.Root;
export const DialogTrigger = Primitive.Trigger;
export const DialogClose = Primitive.Close;

/** A centred dialog on desktop that becomes a bottom sheet on a phone screen. */
export function DialogContent({
  className,
  children,
  title,
  description,
  ...props
}: ComponentProps<typeof Primitive.Content> & { title: ReactNode; description?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Primitive.Portal>
      <Primitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
      <Primitive.Content
        className={cn(
          "fixed inset-x-0 bottom-0 z-50 max-h-[92vh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl",
          className,
        )}
        {...(description ? {} : { "aria-describedby": undefined })}
        {...props}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <div className="space-y-1">
            <Primitive.Title className="text-lg font-semibold">{title}</Primitive.Title>
            {description ? <Primitive.Description className="text-sm text-slate-600">{description}</Primitive.Description> : null}
          </div>
          <Primitive.Close className="rounded-md p-1 text-slate-500 hover:bg-slate-100" aria-label={t("close")}>
            <X className="size-5" />
          </Primitive.Close>
        </div>
        {children}
      </Primitive.Content>
    </Primitive.Portal>
  );
}
