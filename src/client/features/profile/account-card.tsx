import { LogOut, MessageCircle, MonitorSmartphone } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { School } from "@/shared/api/school";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import type { CurrentUser } from "../../lib/session/use-current-user";
import { useLogout } from "../../lib/session/use-logout";
import { buildShareUidLink } from "../../lib/site-info/build-share-uid-link";
import { useSiteInfo } from "../../lib/site-info/use-site-info";
import { ProfilePhoto } from "./profile-photo";

/**
 * Who is signed in: photo and e-mail, with the account actions. The UID itself (32 characters nobody
 * reads) is not shown: Share UID sends it to support, which is the only use it has.
 */
export function AccountCard({ user, school }: { user: CurrentUser; school: School }) {
  const { t } = useTranslation("profile");
  const { data: siteInfo } = useSiteInfo();
  const logout = useLogout();
  const [loggingOut, setLoggingOut] = useState<"here" | "everywhere" | null>(null);

  const shareUid = () => {
    if (siteInfo) window.open(buildShareUidLink(siteInfo.supportPhone, user.id), "_blank", "noopener");
  };
  const onLogout = async (where: "here" | "everywhere") => {
    setLoggingOut(where);
    try {
      await logout({ everywhere: where === "everywhere" });
    } finally {
      setLoggingOut(null);
    }
  };

  return (
    <Card>
      <CardContent className="flex flex-col gap-5 p-5 sm:flex-row sm:items-start">
        <ProfilePhoto src={user.image} alt={t("photoAlt")} />
        <div className="min-w-0 flex-1 space-y-3">
          {user.name ? <p className="text-lg font-semibold">{user.name}</p> : null}
          <dl className="space-y-2 text-sm">
            <div>
              <dt className="text-slate-500">{t("email")}</dt>
              <dd className="break-all font-medium">{user.email}</dd>
            </div>
          </dl>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <Button
              onClick={shareUid}
              disabled={!siteInfo}
              title={t("shareUidTitle")}
              className="bg-green-700 hover:bg-green-800"
            >
              <MessageCircle aria-hidden />
              {t("shareUid", { schoolId: school.schoolId })}
            </Button>
            <Button variant="outline" onClick={() => void onLogout("here")} disabled={loggingOut !== null}>
              {loggingOut === "here" ? <Spinner /> : <LogOut aria-hidden />}
              {loggingOut === "here" ? t("loggingOut") : t("logout")}
            </Button>
            <Button
              variant="outline"
              onClick={() => void onLogout("everywhere")}
              disabled={loggingOut !== null}
              title={t("logoutEverywhereTitle")}
            >
              {loggingOut === "everywhere" ? <Spinner /> : <MonitorSmartphone aria-hidden />}
              {loggingOut === "everywhere" ? t("loggingOut") : t("logoutEverywhere")}
            </Button>
          </div>
          <p className="text-xs text-slate-500">{t("uidHint")}</p>
        </div>
      </CardContent>
    </Card>
  );
}
