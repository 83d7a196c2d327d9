import { CircleCheck } from "lucide-react";
import type { PrintState } from "./use-print-action";

/** The confirmation after a download ("omr-sheet.pdf downloaded — 1 page"), read out by screen readers. */
export function PrintNotice({ state }: { state: PrintState }) {
  return (
    <div role="status" aria-live="polite">
      {state.status === "done" ? (
        <p className="flex items-start gap-2 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span className="min-w-0 break-words">{state.notice}</span>
        </p>
      ) : null}
    </div>
  );
}
