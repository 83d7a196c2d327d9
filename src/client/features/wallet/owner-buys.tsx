import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useMyRole } from "../../lib/session/use-my-role";

/**
 * The plans and their Pay buttons for the owner, who alone buys (the server refuses staff); staff
 * are told whom to ask. Nothing while the role is unknown.
 */
export function OwnerBuys({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const role = useMyRole();
  if (role === "owner") return children;
  if (role !== "staff") return null;
  return (
    <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-700" data-testid="owner-buys">
      {t("ownerBuys")}
    </p>
  );
}
