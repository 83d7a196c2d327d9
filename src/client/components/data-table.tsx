import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../lib/cn";
import "./i18n";

export interface DataColumn<T> {
  id: string;
  /** Column heading; on a phone it labels the value inside each card. */
  header: string;
  cell: (row: T, index: number) => ReactNode;
  /** The card's title on a phone (shown large, without a label). */
  primary?: boolean;
  /** Numbers line up on the right, heading included (table layout only). */
  align?: "right";
  /**
   * Where a compact table shows the value on a phone: "end" beside the title (a balance), "detail" in
   * the small second line, after its heading. A compact table leaves the other columns off a phone.
   */
  phone?: "end" | "detail";
  className?: string;
}

/** A compact phone row: the title and its "end" value, a line break (the row's ::after), the details. */
const COMPACT = {
  body: "max-sm:block max-sm:divide-y max-sm:divide-slate-100 max-sm:rounded-xl max-sm:border max-sm:border-slate-200 max-sm:bg-white max-sm:shadow-sm",
  row: "max-sm:relative max-sm:flex max-sm:flex-wrap max-sm:items-baseline max-sm:gap-x-3 max-sm:px-3 max-sm:py-2 max-sm:after:order-3 max-sm:after:basis-full max-sm:after:content-['']",
  // Room on the right for the row's actions, which sit there over both lines.
  rowWithActions: "max-sm:pr-24",
  title: "font-medium max-sm:order-1 max-sm:min-w-0 max-sm:flex-1 max-sm:truncate max-sm:p-0 max-sm:text-base",
  end: "max-sm:order-2 max-sm:p-0 max-sm:text-right",
  detail:
    "max-sm:order-4 max-sm:p-0 max-sm:text-xs max-sm:text-slate-500 max-sm:before:mr-1 max-sm:before:content-[attr(data-label)]",
  hidden: "max-sm:hidden",
  actions: "px-3 py-2 max-sm:absolute max-sm:inset-y-0 max-sm:right-2 max-sm:flex max-sm:items-center max-sm:p-0",
};

function compactCell<T>(column: DataColumn<T>): string {
  if (column.primary) return COMPACT.title;
  return column.phone ? COMPACT[column.phone] : COMPACT.hidden;
}

/**
 * One table that becomes a stack of cards below 640 px: a single DOM (so screen readers and tests
 * see one list), restyled by CSS, with explicit ARIA roles because `display: block` drops them.
 * `compact` makes each phone row one or two lines instead of a card (long lists: a ledger's students,
 * the school's slips): the title with its "end" value, then the "detail" columns, the actions at the right.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  actions,
  rowClassName,
  compact = false,
}: {
  caption: string;
  columns: DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  actions?: (row: T) => ReactNode;
  rowClassName?: (row: T) => string | undefined;
  compact?: boolean;
}) {
  const { t } = useTranslation("ui");
  return (
    <div className="sm:overflow-x-auto sm:rounded-xl sm:border sm:border-slate-200 sm:bg-white sm:shadow-sm">
      <table role="table" className="w-full text-sm max-sm:block">
        <caption className="sr-only">{caption}</caption>
        <thead
          role="rowgroup"
          className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-600 max-sm:sr-only"
        >
          <tr role="row">
            {columns.map((column) => (
              <th
                role="columnheader"
                key={column.id}
                scope="col"
                className={cn("whitespace-nowrap px-3 py-3 font-semibold", column.align === "right" && "text-right")}
              >
                {column.header}
              </th>
            ))}
            {actions ? (
              <th role="columnheader" scope="col" className="px-3 py-3 text-right font-semibold">
                {t("actions")}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody
          role="rowgroup"
          className={cn(compact ? COMPACT.body : "max-sm:block max-sm:space-y-3", "sm:divide-y sm:divide-slate-100")}
        >
          {rows.map((row, index) => (
            <tr
              role="row"
              key={rowKey(row)}
              data-row-key={rowKey(row)}
              className={cn(
                compact
                  ? [COMPACT.row, actions && COMPACT.rowWithActions]
                  : "max-sm:block max-sm:rounded-xl max-sm:border max-sm:border-slate-200 max-sm:bg-white max-sm:p-3 max-sm:shadow-sm",
                "sm:hover:bg-slate-50",
                rowClassName?.(row),
              )}
            >
              {columns.map((column) => (
                <td
                  role="cell"
                  key={column.id}
                  data-label={column.header}
                  className={cn(
                    "px-3 py-3 align-middle",
                    compact
                      ? compactCell(column)
                      : [
                          "max-sm:flex max-sm:justify-between max-sm:gap-4 max-sm:px-0 max-sm:py-1 max-sm:text-right",
                          column.primary
                            ? "font-medium max-sm:pb-2 max-sm:text-left max-sm:text-base max-sm:font-semibold"
                            : "max-sm:before:shrink-0 max-sm:before:text-left max-sm:before:font-medium max-sm:before:text-slate-500 max-sm:before:content-[attr(data-label)]",
                        ],
                    column.align === "right" && "sm:text-right",
                    column.className,
                  )}
                >
                  {column.cell(row, index)}
                </td>
              ))}
              {actions ? (
                <td
                  role="cell"
                  data-row-actions
                  className={
                    compact
                      ? COMPACT.actions
                      : "px-3 py-2 max-sm:mt-2 max-sm:block max-sm:border-t max-sm:border-slate-100 max-sm:px-0 max-sm:pt-2 max-sm:pb-0"
                  }
                >
                  <div
                    className={cn(
                      "flex items-center justify-end gap-0.5",
                      compact ? "max-sm:gap-1" : "max-sm:flex-wrap max-sm:gap-1",
                    )}
                  >
                    {actions(row)}
                  </div>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A cell value that may be blank: a dash reads better than an empty gap in a card. */
export function OrDash({ value }: { value: string }) {
  return value ? <>{value}</> : <span className="text-slate-400">—</span>;
}
