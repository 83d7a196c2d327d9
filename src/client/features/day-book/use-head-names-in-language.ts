import type { DayBook } from "@/shared/api/day-book";
import { feeHeadName, useFeeHeads } from "../../components/fee-heads/use-fee-heads";

/**
 * Names a day book's fee heads in the screen's language: the server names them as the school wrote
 * them (English), the school's heads carry the Hindi name. The screen and the PDF both take the book
 * through here, so a Hindi page and a Hindi PDF say "ट्यूशन शुल्क", not "Tuition fee". The PDF's
 * book (every page of the range) is fetched when asked for, so this gives the renaming as a function.
 */
export function useHeadNamer(language: string): (book: DayBook) => DayBook {
  const heads = useFeeHeads();
  return (book) => {
    if (!heads.data || language !== "hi") return book;
    const byName = new Map(heads.data.map((head) => [head.name, feeHeadName(head, language)]));
    const byId = new Map(heads.data.map((head) => [head.id, feeHeadName(head, language)]));
    return {
      ...book,
      entries: book.entries.map((entry) => ({ ...entry, heads: entry.heads.map((name) => byName.get(name) ?? name) })),
      totals: {
        ...book.totals,
        byHead: book.totals.byHead.map((head) => ({
          ...head,
          name: (head.feeHeadId && byId.get(head.feeHeadId)) || head.name,
        })),
      },
    };
  };
}

/** The book on screen with its heads named in the screen's language (see useHeadNamer). */
export function useHeadNamesInLanguage(book: DayBook | undefined, language: string): DayBook | undefined {
  const name = useHeadNamer(language);
  return book && name(book);
}
