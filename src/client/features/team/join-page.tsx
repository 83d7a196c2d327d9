import { Check, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader } from "../../components/ui/card";
import { PageSpinner } from "../../components/ui/spinner";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { useReceivedInvitations } from "../../lib/session/use-received-invitations";
import { useAnswerInvitation } from "./api/use-answer-invitation";
import "./i18n";

/** Shown to a signed-in user without a school who has been invited: "Join <school name>?". */
export default function JoinPage() {
  const { t } = useTranslation(["team", "common"]);
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const invitations = useReceivedInvitations(true);
  const answer = useAnswerInvitation(user?.id ?? "");

  if (!invitations.data) return <PageSpinner label={t("common:loading")} />;
  const respond = (id: string, choice: "accept" | "decline") =>
    answer.mutate(
      { id, answer: choice },
      {
        onSuccess: (school) => {
          if (school) navigate("/", { replace: true });
        },
        onError: (error) => toast.error(error.message),
      },
    );

  return (
    <main className="mx-auto flex min-h-screen max-w-lg flex-col justify-center gap-4 p-4">
      {invitations.data.length === 0 ? (
        // Each invitation's card is headed by its "Join …?"; without one, the page still has its title.
        <>
          <h1 className="text-center text-xl font-bold">{t("common:titles.join")}</h1>
          <p className="text-center text-slate-600">{t("join.none")}</p>
        </>
      ) : null}
      {invitations.data.map((invitation) => (
        <Card key={invitation.id}>
          <CardHeader>
            <h1 className="text-xl font-bold">{t("join.title", { school: invitation.schoolName })}</h1>
          </CardHeader>
          <CardContent className="space-y-4">
            <p className="text-slate-700">
              {t("join.text", { school: invitation.schoolName, email: invitation.email })}
            </p>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" disabled={answer.isPending} onClick={() => respond(invitation.id, "decline")}>
                <X aria-hidden />
                {t("join.decline")}
              </Button>
              <Button disabled={answer.isPending} onClick={() => respond(invitation.id, "accept")}>
                <Check aria-hidden />
                {t("join.accept")}
              </Button>
            </div>
          </CardContent>
        </Card>
      ))}
      <Link to="/SchoolManager" className="text-center text-sm text-brand-700 underline">
        {t("join.ownSchool")}
      </Link>
    </main>
  );
}
