import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import type { SchoolUpdateStatus } from "./school-update-status";

/** The form's outcome line: read out politely on success, at once on a problem. */
export function SchoolUpdateMessage({ status }: { status: SchoolUpdateStatus | null }) {
  const { t } = useTranslation("profile");
  if (!status) return null;
  const text =
    status.kind === "updated"
      ? t("school.updated")
      : status.kind === "failed"
        ? t("school.failed")
        : t("school.error", { message: status.kind === "unreachable" ? t("school.networkError") : status.message });
  const ok = status.kind === "updated";
  return (
    <p
      role={ok ? "status" : "alert"}
      className={cn("rounded-md px-3 py-2 text-sm", ok ? "bg-green-50 text-green-800" : "bg-red-50 text-red-700")}
    >
      {text}
    </p>
  );
}
