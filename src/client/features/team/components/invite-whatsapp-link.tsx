import { MessageCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import "../i18n";

/**
 * The invitation is only a row on the server: nothing tells the invitee. After "Invite" the owner
 * gets a WhatsApp message to forward (wa.me without a number lets them pick the contact) with the
 * sign-in address and the three steps, in the owner's language.
 */
export function InviteWhatsAppLink({ email, school }: { email: string; school: string }) {
  const { t } = useTranslation("team");
  const text = t("team.whatsappText", { school, email, url: `${window.location.origin}/login` });
  return (
    <div className="space-y-2 rounded-md bg-green-50 p-3 text-sm text-green-900" role="status">
      <p>{t("team.invited", { email })}</p>
      <Button asChild variant="outline" size="sm">
        <a href={`https://wa.me/?text=${encodeURIComponent(text)}`} target="_blank" rel="noopener noreferrer">
          <MessageCircle aria-hidden />
          {t("team.sendOnWhatsApp")}
        </a>
      </Button>
    </div>
  );
}
