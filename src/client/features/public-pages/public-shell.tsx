import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LanguageSwitch } from "../../components/language-switch";
import { Button } from "../../components/ui/button";
import { useCurrentUser } from "../../lib/session/use-current-user";
import "./i18n";
import { SiteFooter } from "../../components/site-footer";

/**
 * The frame of every public page: open to signed-out visitors (payment gateways check these
 * pages), so it offers the way in rather than the app's menus.
 */
export function PublicShell({
  title,
  lead,
  icon,
  children,
}: {
  title: string;
  lead?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation(["publicPages", "common"]);
  const { user, isPending } = useCurrentUser();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-3xl items-center gap-3 px-4">
          <Link to="/" className="text-xl font-bold text-brand-700" title={t("shell.home")}>
            {t("common:appName")}
          </Link>
          <div className="ml-auto flex items-center gap-2 sm:gap-3">
            <LanguageSwitch />
            {isPending ? null : (
              <Button asChild size="sm" variant={user ? "outline" : "default"}>
                <Link to={user ? "/" : "/login"}>{user ? t("shell.openApp") : t("shell.signIn")}</Link>
              </Button>
            )}
          </div>
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-3 py-5 sm:px-4 sm:py-10">
        <article className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          {icon}
          <h1 className="break-words text-2xl font-bold sm:text-3xl">{title}</h1>
          {lead ? <div className="mt-1 text-sm text-slate-500">{lead}</div> : null}
          <div className="mt-5 space-y-4 leading-relaxed text-slate-700">{children}</div>
        </article>
      </main>
      <SiteFooter className="mx-auto max-w-3xl" />
    </div>
  );
}
