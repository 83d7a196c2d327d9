import { useDeferredValue } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { formatCalendarDate } from "../../components/format-calendar-date";
import { PageHeader } from "../../components/page-header";
import { QueryErrorState } from "../../components/query-error-state";
import { PageSpinner } from "../../components/ui/spinner";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { useMySchool } from "../../lib/session/use-my-school";
import { useDayBook } from "./api/use-day-book";
import { CloseDayPanel } from "./components/close-day-panel";
import { DayBookDownloads } from "./components/day-book-downloads";
import { DayBookEntries } from "./components/day-book-entries";
import { DayBookFilters } from "./components/day-book-filters";
import { DayBookTotals } from "./components/day-book-totals";
import { queryFromSearch } from "./day-book-search";
import { useHeadNamesInLanguage } from "./use-head-names-in-language";
import "./i18n";

/**
 * `/day-book`: every receipt, cancellation and refund of a day (today in India unless the URL says
 * otherwise) or a range, with the totals, the downloads and the day's cash close. The entries come a
 * page at a time ("Show more"); the totals are always the whole range's.
 */
export default function DayBookPage() {
  const { t, i18n } = useTranslation("dayBook");
  const [params, setParams] = useSearchParams();
  const query = queryFromSearch(params);
  const rangeError = query.to < query.from;
  const book = useDayBook(query, !rangeError);
  // The entries render in a transition, in slices between which the phone can paint and take a tap:
  // as the answer's urgent re-render they were one long task (decision 0055).
  const shown = useDeferredValue(useHeadNamesInLanguage(book.data, i18n.language));
  // The day's people, whatever the filters, for the person filter (the same cache entry when unfiltered).
  const everyone = useDayBook({ from: query.from, to: query.to }, !rangeError);
  const { user } = useCurrentUser();
  const school = useMySchool(user?.id).data;

  const change = (changes: Partial<Record<string, string | undefined>>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  const date = (day: string) => formatCalendarDate(day, i18n.language);
  const oneDay = query.from === query.to;
  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <PageHeader
        title={t("title")}
        subtitle={
          oneDay
            ? t("subtitleDay", { date: date(query.from) })
            : t("subtitleRange", { from: date(query.from), to: date(query.to) })
        }
        actions={
          shown && school ? <DayBookDownloads book={shown} query={query} schoolName={school.schoolName} /> : null
        }
      />
      <DayBookFilters
        query={query}
        people={everyone.data?.totals.byUser ?? []}
        rangeError={rangeError}
        onChange={change}
      />
      {oneDay && school ? (
        <CloseDayPanel day={query.from} isOwner={school.role === "owner"} staffMayClose={school.staffMayCloseDay} />
      ) : null}
      {rangeError ? null : book.isError ? (
        <QueryErrorState error={book.error} onRetry={() => void book.refetch()} />
      ) : !shown ? (
        <PageSpinner label={t("loading")} />
      ) : (
        <>
          <DayBookTotals totals={shown.totals} />
          <DayBookEntries
            entries={shown.entries}
            showDate={!oneDay}
            more={
              book.hasNextPage
                ? {
                    total: shown.total,
                    onMore: () => void book.fetchNextPage(),
                    loading: book.isFetchingNextPage,
                  }
                : null
            }
          />
        </>
      )}
    </div>
  );
}
