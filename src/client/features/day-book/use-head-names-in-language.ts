import { useMemo } from "react";
import type { DayBook } from "@/shared/api/day-book";
import type { FeeHead } from "@/shared/api/fee-head";
import { feeHeadName, useFeeHeads } from "../../components/fee-heads/use-fee-heads";

/**
 * Names a day book's fee heads in the screen's language: the server names them as the school wrote
 * them (English), the school's heads carry the Hindi name. The screen and the PDF both take the book
 * through here, so a Hindi page and a Hindi PDF say "ट्यूशन शुल्क", not "Tuition fee". The PDF's
 * book (every page of the range) is fetched when asked for, so this gives the renaming as a function.
 */
export function useHeadNamer(language: string): (book: DayBook) => DayBook {
  const heads = useFeeHeads().data;
  return (book) => withHeadNames(book, heads, language);
}

function withHeadNames(book: DayBook, heads: FeeHead[] | undefined, language: string): DayBook {
  if (!heads || language !== "hi") return book;
  const byName = new Map(heads.map((head) => [head.name, feeHeadName(head, language)]));
  const byId = new Map(heads.map((head) => [head.id, feeHeadName(head, language)]));
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
}

/**
 * The book on screen with its heads named in the screen's language (see useHeadNamer), the same
 * object while nothing it depends on changed (the page defers its rendering on it).
 */
export function useHeadNamesInLanguage(book: DayBook | undefined, language: string): DayBook | undefined {
  const heads = useFeeHeads().data;
  return useMemo(() => book && withHeadNames(book, heads, language), [book, heads, language]);
}
