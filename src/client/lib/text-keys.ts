import type { ParseKeys } from "i18next";

/** A key of the "common" namespace: what navigation links, route titles and the like name (tsc-checked). */
export type CommonKey = ParseKeys<"common">;
