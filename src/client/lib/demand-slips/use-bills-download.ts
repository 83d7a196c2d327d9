import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { DocumentLanguage } from "@/documents/language";
import { downloadFile } from "../print/download-file";
import { useCurrentUser } from "../session/use-current-user";
import { useMySchool } from "../session/use-my-school";
import type { BillsScope } from "./bills-scope";
import { demandSlipsQuery } from "./demand-slips-query";
import { runBillsWorker } from "./run-bills-worker";
import "./i18n";

export const BILLS_FILE_NAME = "Bills.pdf";

export interface BillsDownload {
  /** Fetches the scope's slips, prints them in a worker and saves Bills.pdf; failures become a toast. */
  download(scope: BillsScope): Promise<void>;
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

  async function download(scope: BillsScope): Promise<void> {
    if (running.current) return;
    running.current = true;
    setError(null);
    setProgress(0);
    try {
      if (!school) {
        toast.error(t("noSchool"));
        return;
      }
      const slips = await queryClient.fetchQuery({ ...demandSlipsQuery(scope), staleTime: 0 });
      if (slips.length === 0) {
        toast.info(t("noStudents"));
        return;
      }
      const language: DocumentLanguage = i18n.language === "hi" ? "hi" : "en";
      const data = {
        school: { name: school.schoolName, address: school.address, contactNumber: school.contactNumber, upiVpa: school.upiVpa },
        slips,
      };
      const bytes = await runBillsWorker({ data, language }, setProgress);
      downloadFile(bytes, BILLS_FILE_NAME, "application/pdf");
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
