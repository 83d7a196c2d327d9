import { BookOpenCheck } from "lucide-react";
import { LanguageSwitch } from "../../components/language-switch";
import { SoftLink } from "../../components/soft-link";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { preloadAuthClient } from "../../lib/auth-client-loader";
import { useTexts } from "../../lib/language";
import { notifySignedIn } from "../../lib/session/signed-in-signal";
import { GoogleMark } from "./google-mark";
import { authTexts } from "./i18n";
import { useGoogleSignIn } from "./use-google-sign-in";

/**
 * Shown by the start-up entry with neither React Router nor i18next (decision 0051), and by the full
 * app after a sign-out: its texts come from the language store, its links navigate through SoftLink.
 */
export default function LoginPage() {
  const texts = useTexts(authTexts);
  // Only a redirect back from a failed sign-in adds `?error`, and that is a page load.
  const redirectFailed = new URLSearchParams(window.location.search).has("error");
  // Once the session exists the route guard sends the user on (to / or /SchoolManager).
  const { state, signIn } = useGoogleSignIn(notifySignedIn);
  const failed = state === "failed" || (state === "idle" && redirectFailed);

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-gradient-to-b from-brand-50 to-slate-50 p-4">
      <LanguageSwitch className="absolute right-4 top-4" />
      <Card className="w-full max-w-sm">
        <div className="flex flex-col items-center gap-5 p-8 text-center">
          <span className="grid size-14 place-items-center rounded-2xl bg-brand-700 text-white">
            <BookOpenCheck className="size-8" aria-hidden />
          </span>
          <div className="space-y-2">
            <h1 className="text-2xl font-bold">{texts.welcome}</h1>
            <p className="text-sm text-slate-600">{texts.intro}</p>
          </div>
          <Button
            variant="outline"
            size="lg"
            className="w-full"
            onClick={() => void signIn()}
            onPointerEnter={preloadAuthClient}
            onFocus={preloadAuthClient}
            onTouchStart={preloadAuthClient}
            disabled={state === "pending"}
          >
            {state === "pending" ? <Spinner /> : <GoogleMark />}
            {state === "pending" ? texts.signingIn : texts.signUpWithGoogle}
          </Button>
          {failed ? (
            <p role="alert" className="w-full rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
              {texts.failed}
            </p>
          ) : null}
          <p className="text-xs text-slate-500">
            {texts.privacyNote}{" "}
            <SoftLink to="/TermsAndConditions" className="underline">
              {texts.terms}
            </SoftLink>{" "}
            {texts.and}{" "}
            <SoftLink to="/privacy-policy" className="underline">
              {texts.privacy}
            </SoftLink>
          </p>
        </div>
      </Card>
    </main>
  );
}
