import { zodResolver } from "@hookform/resolvers/zod";
import { MailPlus, Trash2, UserMinus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { inviteBodySchema, MAX_STAFF, type InviteBody, type Member } from "@/shared/api/team";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { formatInstantDate } from "../../components/format-instant-date";
import { IconButton } from "../../components/icon-button";
import { PageHeader } from "../../components/page-header";
import { QueryErrorState } from "../../components/query-error-state";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { PageSpinner } from "../../components/ui/spinner";
import { ApiRequestError } from "../../lib/api-client";
import { errorMessage } from "../../lib/error-message";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { useMyRole } from "../../lib/session/use-my-role";
import { useMySchool } from "../../lib/session/use-my-school";
import { useInvite, useRemoveMember, useRevokeInvitation, useTeam } from "./api/use-team";
import { InviteWhatsAppLink } from "./components/invite-whatsapp-link";
import "./i18n";

type Pending = { kind: "member"; member: Member } | { kind: "invitation"; id: string; email: string } | null;

function InviteForm() {
  const { t } = useTranslation(["team", "common"]);
  const invite = useInvite();
  const { user } = useCurrentUser();
  const school = useMySchool(user?.id).data;
  // The last invitation made here, kept on screen with its WhatsApp message until the next one.
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<InviteBody>({ resolver: zodResolver(inviteBodySchema), defaultValues: { email: "" } });
  const submit = form.handleSubmit(async (body) => {
    setSent(null);
    try {
      const invitation = await invite.mutateAsync(body);
      setSent(invitation.email);
      form.reset();
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === "PREMIUM_REQUIRED")
        form.setError("email", { message: t("team.premium") });
      else form.setError("email", { message: errorMessage(error) });
    }
  });
  return (
    <div className="space-y-3">
      <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
        <div className="flex-1">
          <FormField label={t("team.email")} error={form.formState.errors.email?.message} required>
            <Input type="email" autoComplete="off" inputMode="email" {...form.register("email")} />
          </FormField>
        </div>
        <Button type="submit" disabled={invite.isPending}>
          <MailPlus aria-hidden />
          {invite.isPending ? t("team.inviting") : t("team.invite")}
        </Button>
      </form>
      {sent ? <InviteWhatsAppLink email={sent} school={school?.schoolName ?? ""} /> : null}
    </div>
  );
}

export default function TeamPage() {
  const { t, i18n } = useTranslation(["team", "common"]);
  const role = useMyRole();
  const team = useTeam(role === "owner");
  const remove = useRemoveMember();
  const revoke = useRevokeInvitation();
  const [pending, setPending] = useState<Pending>(null);
  const date = (iso: string) => formatInstantDate(iso, i18n.language);
  const onError = (error: Error) => toast.error(error.message);

  if (role === "staff") return <p className="rounded-lg bg-amber-50 p-4 text-amber-900">{t("team.ownerOnly")}</p>;
  // Until the role is known nothing is offered: staff must never see the owner's actions, even briefly.
  if (role !== "owner") return <PageSpinner label={t("common:loading")} />;
  if (team.isError) return <QueryErrorState error={team.error} onRetry={() => void team.refetch()} />;
  if (!team.data) return <PageSpinner label={t("common:loading")} />;

  return (
    <div className="mx-auto max-w-3xl space-y-4 sm:space-y-6">
      <PageHeader
        title={t("team.title")}
        subtitle={t("team.subtitle", { max: MAX_STAFF })}
        actions={
          <Button asChild variant="outline">
            <Link to="/activity">{t("nav.activity")}</Link>
          </Button>
        }
      />
      <Card>
        <CardContent className="pt-6">
          <InviteForm />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t("team.members")}</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="divide-y divide-slate-100" aria-label={t("team.members")}>
            {team.data.members.map((member) => (
              <li key={member.userId} className="flex items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="break-words font-medium">{member.name}</p>
                  <p className="break-all text-sm text-slate-600">{member.email}</p>
                  <p className="text-xs text-slate-500">
                    {member.role === "owner" ? t("team.owner") : t("team.staff")} ·{" "}
                    {t("team.joined", { date: date(member.joinedAt) })}
                  </p>
                </div>
                {member.role === "staff" ? (
                  <IconButton
                    label={t("team.remove")}
                    onClick={() => setPending({ kind: "member", member })}
                    className="text-red-600 hover:bg-red-50"
                  >
                    <UserMinus aria-hidden />
                  </IconButton>
                ) : null}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t("team.invitations")}</CardTitle>
        </CardHeader>
        <CardContent>
          {team.data.invitations.length === 0 ? (
            <p className="text-sm text-slate-500">{t("team.noInvitations")}</p>
          ) : (
            <ul className="divide-y divide-slate-100" aria-label={t("team.invitations")}>
              {team.data.invitations.map((invitation) => (
                <li key={invitation.id} className="flex items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="break-all font-medium">{invitation.email}</p>
                    <p className="text-xs text-slate-500">{t("team.expires", { date: date(invitation.expiresAt) })}</p>
                  </div>
                  <IconButton
                    label={t("team.revoke")}
                    onClick={() => setPending({ kind: "invitation", id: invitation.id, email: invitation.email })}
                    className="text-red-600 hover:bg-red-50"
                  >
                    <Trash2 aria-hidden />
                  </IconButton>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={
          pending?.kind === "member" ? t("team.removeTitle", { name: pending.member.name }) : t("team.revokeTitle")
        }
        description={
          pending?.kind === "member"
            ? t("team.removeText", { email: pending.member.email })
            : t("team.revokeText", { email: pending?.email ?? "" })
        }
        confirmLabel={pending?.kind === "member" ? t("team.remove") : t("team.revoke")}
        onConfirm={() => {
          if (pending?.kind === "member") remove.mutate(pending.member.userId, { onError });
          if (pending?.kind === "invitation") revoke.mutate(pending.id, { onError });
        }}
      />
    </div>
  );
}
