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
  className?: string;
}

/**
 * One table that becomes a stack of cards below 640 px: a single DOM (so screen readers and tests
 * see one list), restyled by CSS, with explicit ARIA roles because `display: block` drops them.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  actions,
  rowClassName,
}: {
  caption: string;
  columns: DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  actions?: (row: T) => ReactNode;
  rowClassName?: (row: T) => string | undefined;
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
        <tbody role="rowgroup" className="max-sm:block max-sm:space-y-3 sm:divide-y sm:divide-slate-100">
          {rows.map((row, index) => (
            <tr
              role="row"
              key={rowKey(row)}
              data-row-key={rowKey(row)}
              className={cn(
                "max-sm:block max-sm:rounded-xl max-sm:border max-sm:border-slate-200 max-sm:bg-white max-sm:p-3 max-sm:shadow-sm sm:hover:bg-slate-50",
                rowClassName?.(row),
              )}
            >
              {columns.map((column) => (
                <td
                  role="cell"
                  key={column.id}
                  data-label={column.header}
                  className={cn(
                    "px-3 py-3 align-middle max-sm:flex max-sm:justify-between max-sm:gap-4 max-sm:px-0 max-sm:py-1 max-sm:text-right",
                    column.primary
                      ? "font-medium max-sm:pb-2 max-sm:text-left max-sm:text-base max-sm:font-semibold"
                      : "max-sm:before:shrink-0 max-sm:before:text-left max-sm:before:font-medium max-sm:before:text-slate-500 max-sm:before:content-[attr(data-label)]",
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
                  className="px-3 py-2 max-sm:mt-2 max-sm:block max-sm:border-t max-sm:border-slate-100 max-sm:px-0 max-sm:pt-2 max-sm:pb-0"
                >
                  <div className="flex items-center justify-end gap-0.5 max-sm:flex-wrap max-sm:gap-1">
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
