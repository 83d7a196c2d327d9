import { Search } from "lucide-react";
import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { StudentSearchResult } from "@/shared/api/student-search";
import { ledgerWithSession } from "@/shared/rules/session-year";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { cn } from "../../../lib/cn";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { useStudentSearch } from "./use-student-search";
import "./i18n";

const optionIdOf = (comboboxId: string, index: number) => `${comboboxId}-option-${index}`;

/** One server search per pause in typing, not per key. */
export const STUDENT_SEARCH_DEBOUNCE_MS = 250;

/**
 * The school-wide student search as a WAI-ARIA combobox: focus stays in the input while the arrow
 * keys move through the listbox (aria-activedescendant), Enter opens the student's transactions,
 * Escape closes the list (and, with the list closed, clears the text).
 * `inline`: the list drops down over the page (the desktop header); `sheet`: it flows below the input
 * (the phone's full-width search panel).
 */
export function StudentSearchCombobox({
  layout,
  onPicked,
  className,
}: {
  layout: "inline" | "sheet";
  onPicked?: () => void;
  className?: string;
}) {
  const { t } = useTranslation("studentSearch");
  const navigate = useNavigate();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => optionIdOf(id, index);
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = text.trim();
  const settled = useDebouncedValue(query, STUDENT_SEARCH_DEBOUNCE_MS);
  const search = useStudentSearch(settled);
  const rows = search.data?.pages.flatMap((page) => page.data) ?? [];
  // Rows are for what is typed now only once the debounce and the request have both caught up.
  const current = settled === query && !search.isPlaceholderData && search.isSuccess;
  const expanded = open && query !== "";

  // The chosen option stays in sight when the arrow keys move past the list's scrolled edge.
  useEffect(() => {
    if (active >= 0) document.getElementById(optionIdOf(id, active))?.scrollIntoView?.({ block: "nearest" });
  }, [id, active]);

  const pick = (row: StudentSearchResult) => {
    setText("");
    setOpen(false);
    setActive(-1);
    onPicked?.();
    void navigate(`/TransactionManager/${encodeURIComponent(row._id)}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = rows.length - 1;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        setOpen(true);
        if (expanded && last >= 0) setActive((index) => (index >= last ? 0 : index + 1));
        break;
      case "ArrowUp":
        event.preventDefault();
        setOpen(true);
        if (expanded && last >= 0) setActive((index) => (index <= 0 ? last : index - 1));
        break;
      case "Enter": {
        if (!expanded) break;
        event.preventDefault();
        // Enter without a choice takes the first match, but never a row left from an earlier query.
        const row = active >= 0 ? rows[active] : current ? rows[0] : undefined;
        if (row) pick(row);
        break;
      }
      case "Escape":
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          setText("");
        }
        break;
    }
  };

  const status = () => {
    if (search.isError) return t("failed", { message: search.error.message });
    if (!current) return t("searching");
    if (rows.length === 0) return t("none", { query: settled });
    return t("found", { count: rows.length });
  };

  return (
    <div
      className={cn("relative", className)}
      onBlur={(event) => {
        // Closed when focus leaves the search altogether, not when it moves to "Show more".
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <Search
        className="pointer-events-none absolute left-3 top-5 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden
      />
      <Input
        type="text"
        role="combobox"
        aria-label={t("label")}
        aria-expanded={expanded}
        aria-controls={expanded && rows.length > 0 ? listboxId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={100}
        placeholder={t("placeholder")}
        className="pl-9"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      {/* Always in the page, so screen readers hear each change of the count as it happens. */}
      <p role="status" className="sr-only">
        {expanded ? status() : ""}
        {/* Seen on screen as the "Show more" button at the foot of the list. */}
        {expanded && current && search.hasNextPage ? ` ${t("moreAvailable")}` : ""}
      </p>
      {expanded ? (
        <div
          className={cn(
            "mt-1 rounded-lg border border-slate-200 bg-white text-sm",
            layout === "inline" &&
              "absolute right-0 z-40 max-h-[70vh] w-[min(28rem,calc(100vw-1.5rem))] overflow-y-auto shadow-lg",
          )}
        >
          <p aria-hidden className="flex items-center gap-2 px-3 py-2 text-xs text-slate-600">
            {!current && !search.isError ? <Spinner /> : null}
            {status()}
          </p>
          {rows.length > 0 ? (
            <ul id={listboxId} role="listbox" aria-label={t("results")} className="divide-y divide-slate-100">
              {rows.map((row, index) => (
                <li
                  key={row._id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  // Keep focus in the input: a click picks without blurring (which would close the list first).
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(row)}
                  onMouseMove={() => setActive(index)}
                  className={cn("cursor-pointer px-3 py-2", index === active && "bg-brand-50")}
                >
                  <span className="block font-semibold text-slate-900">{row.name}</span>
                  <span className="block text-xs text-slate-600">
                    {[
                      row.fatherName && t("father", { name: row.fatherName }),
                      row.rollNumber && t("roll", { rollNumber: row.rollNumber }),
                      row.phoneNumber,
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </span>
                  <span className="block text-xs text-slate-600">
                    {ledgerWithSession(row.ledgerName, row.sessionYear)}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          {current && search.hasNextPage ? (
            <div className="border-t border-slate-100 p-2">
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="w-full"
                disabled={search.isFetchingNextPage}
                onClick={() => void search.fetchNextPage()}
              >
                {search.isFetchingNextPage ? <Spinner /> : null}
                {t("showMore")}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
