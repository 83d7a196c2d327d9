import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { DocumentLanguage } from "@/documents/language";
import type { PrintTool } from "@/shared/billing/policy";
import { ApiRequestError } from "../../../lib/api-client";
import { errorMessage } from "../../../lib/error-message";
import { printDocument, type PrintJob, type PrintedDocument } from "../../../lib/print/print-document";
import { chargePrintJob } from "../api/charge-print-job";
import "../i18n";

export type PrintState =
  { status: "idle" } | { status: "generating" } | { status: "done"; notice: string } | { status: "no-coins" };

/**
 * Runs one PDF job for a tool: the server first charges it (free while premium, else 1 coin; 402
 * NO_COINS shows why and links to Buy Coins), then a spinner state while it runs, a confirmation
 * after, and on failure a toast and nothing else, so the form and its draft stay exactly as they were.
 */
export function usePrintAction(tool: PrintTool) {
  const { t, i18n } = useTranslation("printTools");
  const [state, setState] = useState<PrintState>({ status: "idle" });
  const queryClient = useQueryClient();
  const running = useRef(false); // a double click must not start a second run before the button disables
  const language: DocumentLanguage = i18n.language === "hi" ? "hi" : "en";

  /** `describe` says what the file holds ("12 cards on 2 pages"); by default its page count. */
  async function print<T>(
    job: Omit<PrintJob<T>, "language">,
    describe?: (printed: PrintedDocument) => string,
  ): Promise<boolean> {
    if (running.current) return false;
    running.current = true;
    setState({ status: "generating" });
    try {
      await chargePrintJob(queryClient, tool);
      const printed = await printDocument({ ...job, language });
      const detail = describe ? describe(printed) : t("common.pages", { count: printed.pageCount });
      setState({ status: "done", notice: t("common.downloaded", { fileName: printed.fileName, detail }) });
      return true;
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === "NO_COINS") {
        setState({ status: "no-coins" });
        return false;
      }
      setState({ status: "idle" });
      toast.error(t("common.failed"), { description: errorMessage(error) });
      return false;
    } finally {
      running.current = false;
    }
  }

  return { state, print, generating: state.status === "generating" };
}
