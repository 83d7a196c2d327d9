import { useEffect, useRef } from "react";
import { applyAccountLanguage } from "../lib/account-language";
import { pageStartData } from "../lib/session/page-start-data";
import { useCurrentUser } from "../lib/session/use-current-user";

/**
 * Once per signed-in person and page load: the language saved on their account (renders nothing).
 * Needed where the page came without start data: a sign-in on /login, or the offline copy's start.
 */
export function AccountLanguage() {
  const { user } = useCurrentUser();
  const appliedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!user || appliedFor.current === user.id) return;
    appliedFor.current = user.id;
    // The page's HTML answered it for this person: i18n.ts started in it already.
    const start = pageStartData();
    if (start?.user.id === user.id && start.language !== undefined) return;
    void applyAccountLanguage();
  }, [user]);
  return null;
}
