import { Download, FileText } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { DayBook, DayBookFilters } from "@/shared/api/day-book";
import { dayBookFileName } from "@/shared/rules/day-book-file-name";
import { buttonVariants } from "../../../components/ui/button";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/error-message";
import type { Language } from "../../../lib/i18n";
import { printDocument } from "../../../lib/print/print-document";
import { fetchWholeDayBook } from "../api/use-day-book";
import { dayBookSearch } from "../day-book-search";
import { useHeadNamer } from "../use-head-names-in-language";
import "../i18n";

/**
 * "Download PDF" draws the day book into an A4 PDF in the browser (the receipts' pipeline), in the
 * screen's language, with every entry of the range: the pages not yet shown are fetched first.
 * "Download Excel" is the server's .xlsx of the same filters (every entry too).
 */
export function DayBookDownloads({
  book,
  query,
  schoolName,
}: {
  /** The book as shown so far (its heads in the screen's language); whole when it has no next page. */
  book: DayBook;
  query: DayBookFilters;
  schoolName: string;
}) {
  const { t, i18n } = useTranslation("dayBook");
  const [busy, setBusy] = useState(false);
  const language = (i18n.language === "hi" ? "hi" : "en") satisfies Language;
  const nameHeads = useHeadNamer(i18n.language);

  const downloadPdf = async () => {
    setBusy(true);
    try {
      const whole = book.nextCursor === null ? book : nameHeads(await fetchWholeDayBook(query));
      await printDocument({
        loadGenerator: () => import("@/documents/day-book/day-book").then((m) => m.generateDayBook),
        data: { school: { name: schoolName }, book: whole },
        fileName: dayBookFileName(book, "pdf"),
        language,
      });
    } catch (error) {
      toast.error(t("download.failed", { message: errorMessage(error) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="outline" onClick={() => void downloadPdf()} disabled={busy}>
        {busy ? <Spinner /> : <FileText aria-hidden />}
        {t("download.pdf")}
      </Button>
      <a
        className={buttonVariants({ variant: "outline" })}
        href={`/api/v1/day-book.xlsx${dayBookSearch({ ...query, lang: language })}`}
        download={dayBookFileName(book, "xlsx")}
      >
        <Download aria-hidden />
        {t("download.excel")}
      </a>
    </>
  );
}
