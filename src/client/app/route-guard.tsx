import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation } from "react-router";
import { Button } from "../components/ui/button";
import { PageSpinner } from "../components/ui/spinner";
import { useCurrentUser } from "../lib/session/use-current-user";
import { useMySchool } from "../lib/session/use-my-school";
import { useReceivedInvitations } from "../lib/session/use-received-invitations";
import type { RouteAccess } from "./route-table";

/**
 * SPEC §2's guard: signed out → /login (public pages excepted); signed in without a school →
 * /join when invited to one, else /SchoolManager; with a school, /login and /SchoolManager → /.
 */
export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { user, isPending } = useCurrentUser();
  const school = useMySchool(access === "public" ? undefined : user?.id);
  // Someone invited to a school is offered to join it before being asked to set up their own.
  const invitations = useReceivedInvitations(school.data === null && (access === "private" || access === "guest"));

  if (access === "public") return children;
  if (isPending) return <PageSpinner label={t("loading")} />;
  if (!user) {
    return access === "guest" ? children : <Navigate to="/login" replace state={{ from: location.pathname }} />;
  }
  if (school.data === undefined) {
    if (school.isError) {
      return (
        <div className="flex min-h-[40vh] flex-col items-center justify-center gap-3 p-6 text-center" role="alert">
          <p>{t("errors.schoolLookup")}</p>
          <Button onClick={() => void school.refetch()}>{t("retry")}</Button>
        </div>
      );
    }
    return <PageSpinner label={t("loading")} />;
  }
  // The answer may be the copy restored from the last visit (IndexedDB or this browser's storage),
  // taken before the school was set up or before the caller joined or left one: no redirect is made
  // on it while the server is being asked again (a reload right after set-up would land on "/").
  const rechecking = school.isFetching;
  if (school.data === null) {
    if (access === "setup") return children;
    if (invitations.isPending || rechecking) return <PageSpinner label={t("loading")} />;
    return <Navigate to={invitations.data?.length ? "/join" : "/SchoolManager"} replace />;
  }
  if (access === "guest" || access === "setup") {
    if (rechecking) return <PageSpinner label={t("loading")} />;
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from && from !== "/login" ? from : "/"} replace />;
  }
  return children;
}
