import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { questionNumberLabel } from "@/documents/question-paper/paper-layout";
import { IconButton } from "../../../components/icon-button";
import { Button } from "../../../components/ui/button";
import "../i18n";

/**
 * The questions added so far, numbered as the paper prints them (01., 02., …), each with a remove
 * action and, when `onMove` is given, up and down buttons to reorder.
 */
export function QuestionList<T>({
  label,
  items,
  renderItem,
  onRemove,
  onMove,
  removeLabel,
  removeText,
}: {
  label: string;
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  onRemove: (index: number) => void;
  onMove?: (index: number, step: -1 | 1) => void;
  removeLabel: (number: number) => string;
  /** A visible word ('Remove') instead of the bin icon. */
  removeText?: string;
}) {
  const { t } = useTranslation("printTools");
  return (
    <ol aria-label={label} className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {items.map((item, index) => {
        const number = index + 1;
        return (
          // Questions may repeat and have no ids (SPEC §3 stores bare values), so the position is the key.
          // On a phone the actions wrap under the text, which keeps the full width to read.
          <li key={index} className="flex flex-wrap items-start gap-x-3 gap-y-1 p-3 sm:flex-nowrap">
            <span className="pt-0.5 font-semibold tabular-nums text-slate-500">{questionNumberLabel(index)}</span>
            <div className="min-w-0 flex-1 basis-[calc(100%-3rem)] whitespace-pre-wrap break-words pt-0.5 sm:basis-0">
              {renderItem(item)}
            </div>
            <div className="-my-1 ml-auto flex shrink-0 gap-0.5">
              {onMove ? (
                <>
                  <IconButton
                    label={t("common.list.moveUp", { number })}
                    disabled={index === 0}
                    onClick={() => onMove(index, -1)}
                  >
                    <ArrowUp aria-hidden />
                  </IconButton>
                  <IconButton
                    label={t("common.list.moveDown", { number })}
                    disabled={index === items.length - 1}
                    onClick={() => onMove(index, 1)}
                  >
                    <ArrowDown aria-hidden />
                  </IconButton>
                </>
              ) : null}
              {removeText ? (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={removeLabel(number)}
                  className="text-red-700"
                  onClick={() => onRemove(index)}
                >
                  {removeText}
                </Button>
              ) : (
                <IconButton
                  label={removeLabel(number)}
                  className="text-red-600 hover:bg-red-50"
                  onClick={() => onRemove(index)}
                >
                  <Trash2 aria-hidden />
                </IconButton>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
