import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import type { FeeHead } from "@/shared/api/fee-head";
import { NativeSelect } from "../ui/native-select";
import { feeHeadName } from "./use-fee-heads";

/** The heads a new charge may take: the school's heads less archived ones, in the screen's language. */
export function FeeHeadSelect({ heads, ...props }: { heads: FeeHead[] } & ComponentProps<"select">) {
  const { i18n } = useTranslation();
  return (
    <NativeSelect {...props}>
      {heads
        .filter((head) => !head.archived && head.code !== "opening-balance" && head.code !== "late-fine")
        .map((head) => (
          <option key={head.id} value={head.id}>
            {feeHeadName(head, i18n.language)}
          </option>
        ))}
    </NativeSelect>
  );
}
