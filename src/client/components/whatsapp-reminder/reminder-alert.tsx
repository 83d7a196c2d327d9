import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useIsOwner } from "../../lib/session/use-my-role";
import type { ReminderError } from "./use-whatsapp-reminder";
import "./i18n";

/** Why a reminder did not go out: Premium needed (with the way to buy it), or the server's message. */
export function ReminderAlert({ error }: { error: ReminderError | null }) {
  const { t } = useTranslation(["whatsappReminder", "common"]);
  const isOwner = useIsOwner();
  if (!error) return null;
  return (
    <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      {error.kind === "premium" ? (
        <>
          {t("premium")} {/* Only the owner buys plans; staff are told whom to ask. */}
          {isOwner ? (
            <Link to="/BuyCoins" className="font-semibold underline">
              {t("buy")}
            </Link>
          ) : (
            t("common:ownerBuys")
          )}
        </>
      ) : (
        t("failed", { message: error.message })
      )}
    </p>
  );
}
