import { useState } from "react";
import { loadAuthClient } from "../../lib/auth-client-loader";
import { GOOGLE_PROVIDER } from "./google-provider";

export type SignInState = "idle" | "pending" | "failed";

/**
 * Popup first; when the browser blocks the popup, the same sign-in continues as a redirect in this
 * tab. Closing the popup without signing in is the user changing their mind, not a failure.
 */
export function useGoogleSignIn(onSignedIn: () => void) {
  const [state, setState] = useState<SignInState>("idle");

  async function signIn() {
    setState("pending");
    try {
      const authClient = await loadAuthClient();
      const result = await authClient.signIn.popup({ provider: GOOGLE_PROVIDER });
      if (!result.error) {
        onSignedIn();
        return;
      }
      if (result.error.code === "POPUP_BLOCKED") {
        const redirect = await authClient.signIn.social({
          provider: GOOGLE_PROVIDER,
          callbackURL: "/",
          errorCallbackURL: "/login?error=signin",
        });
        if (redirect.error) setState("failed");
        return;
      }
      if (result.error.code === "POPUP_CLOSED") {
        // The completion page posts its message and closes at once; the library's closed-poll can
        // win that race and report a cancel after a successful sign-in. The session cookie says which.
        const session = await authClient.getSession();
        if (session.data) onSignedIn();
        else setState("idle");
        return;
      }
      setState("failed");
    } catch {
      setState("failed");
    }
  }

  return { state, signIn };
}
