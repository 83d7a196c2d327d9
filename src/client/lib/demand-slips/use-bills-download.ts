import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { DocumentLanguage } from "@/documents/language";
import { slipOwesMoney } from "@/shared/rules/slip-maths";
import { downloadFile } from "../print/download-file";
import { useCurrentUser } from "../session/use-current-user";
import { useMySchool } from "../session/use-my-school";
import { BILLS_FILE_NAME, slipFileName } from "./bills-file-name";
import type { BillsScope } from "./bills-scope";
import { demandSlipsQuery } from "./demand-slips-query";
import { runBillsWorker } from "./run-bills-worker";
import "./i18n";

export interface BillsOptions {
  /** Leave out the ₹0.00 slips of students who owe nothing (a ledger's or the school's bills). */
  readonly onlyOwing?: boolean;
}

export interface BillsDownload {
  /**
   * Fetches the scope's slips, prints them in a worker and saves them (Bills.pdf, or
   * Slip-<name>-<slipNo>.pdf for one student) with a toast naming the file; failures become a toast.
   */
  download(scope: BillsScope, options?: BillsOptions): Promise<void>;
  /** 0…1 while generating, null otherwise. */
  progress: number | null;
  isGenerating: boolean;
  error: Error | null;
}

/**
 * The bill buttons' logic (Ledger Details: the school; Student manager: the ledger; Transactions:
 * the student). The slips are fetched fresh on every click so a bill never shows yesterday's dues.
 */
export function useBillsDownload(): BillsDownload {
  const { t, i18n } = useTranslation("bills");
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const school = useMySchool(user?.id).data;
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const running = useRef(false); // a double click must not start two runs before the state updates

  async function download(scope: BillsScope, { onlyOwing = false }: BillsOptions = {}): Promise<void> {
    if (running.current) return;
    running.current = true;
    setError(null);
    setProgress(0);
    try {
      if (!school) {
        toast.error(t("noSchool"));
        return;
      }
      const fetched = await queryClient.fetchQuery({ ...demandSlipsQuery(scope), staleTime: 0 });
      const slips = onlyOwing ? fetched.filter(slipOwesMoney) : fetched;
      if (slips.length === 0) {
        toast.info(t(fetched.length === 0 ? "noStudents" : "noneOwe"));
        return;
      }
      const language: DocumentLanguage = i18n.language === "hi" ? "hi" : "en";
      const data = {
        school: {
          name: school.schoolName,
          address: school.address,
          contactNumber: school.contactNumber,
          upiVpa: school.upiVpa,
        },
        slips,
      };
      const bytes = await runBillsWorker({ data, language }, setProgress);
      const fileName = scope.kind === "student" && slips.length === 1 ? slipFileName(slips[0]!) : BILLS_FILE_NAME;
      downloadFile(bytes, fileName, "application/pdf");
      toast.success(t("saved", { fileName }));
    } catch (caught) {
      const failure = caught instanceof Error ? caught : new Error(String(caught));
      setError(failure);
      toast.error(t("failed", { message: failure.message }));
    } finally {
      running.current = false;
      setProgress(null);
    }
  }

  return { download, progress, isGenerating: progress !== null, error };
}
