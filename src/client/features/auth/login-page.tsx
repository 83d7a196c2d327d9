import { BookOpenCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { LanguageSwitch } from "../../components/language-switch";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { preloadAuthClient } from "../../lib/auth-client-loader";
import { notifySignedIn } from "../../lib/session/signed-in-signal";
import { GoogleMark } from "./google-mark";
import "./i18n";
import { useGoogleSignIn } from "./use-google-sign-in";

export default function LoginPage() {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  // Once the session exists the route guard sends the user on (to / or /SchoolManager).
  const { state, signIn } = useGoogleSignIn(notifySignedIn);
  const failed = state === "failed" || (state === "idle" && params.has("error"));

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-gradient-to-b from-brand-50 to-slate-50 p-4">
      <LanguageSwitch className="absolute right-4 top-4" />
      <Card className="w-full max-w-sm">
        <div className="flex flex-col items-center gap-5 p-8 text-center">
          <span className="grid size-14 place-items-center rounded-2xl bg-brand-700 text-white">
            <BookOpenCheck className="size-8" aria-hidden />
          </span>
          <div className="space-y-2">
            <h1 className="text-2xl font-bold">{t("welcome")}</h1>
            <p className="text-sm text-slate-600">{t("intro")}</p>
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
            {state === "pending" ? t("signingIn") : t("signUpWithGoogle")}
          </Button>
          {failed ? (
            <p role="alert" className="w-full rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
              {t("failed")}
            </p>
          ) : null}
          <p className="text-xs text-slate-500">
            {t("privacyNote")}{" "}
            <Link to="/TermsAndConditions" className="underline">
              {t("terms")}
            </Link>{" "}
            {t("and")}{" "}
            <Link to="/privacy-policy" className="underline">
              {t("privacy")}
            </Link>
          </p>
        </div>
      </Card>
    </main>
  );
}
