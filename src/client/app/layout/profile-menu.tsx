import { ChevronDown, History, LogOut, UserRound, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from "../../components/ui/dropdown-menu";
import { useLogout } from "../../lib/session/use-logout";
import { useMyRole } from "../../lib/session/use-my-role";

const roleLabel = { owner: "nav.admin", staff: "nav.staff" } as const;

export function ProfileMenu({ directorName }: { directorName: string }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const role = useMyRole();
  const isOwner = role === "owner";
  const initial = directorName.trim().charAt(0).toUpperCase() || "A";
  return (
    <DropdownMenu
      align="end"
      trigger={
        <button
          type="button"
          className="flex items-center gap-2 rounded-full p-1 hover:bg-slate-100 sm:pr-2"
          aria-label={t("nav.profile")}
        >
          <span
            className="grid size-8 place-items-center rounded-full bg-brand-700 text-sm font-semibold text-white"
            aria-hidden
          >
            {initial}
          </span>
          <ChevronDown className="size-4 text-slate-500 max-sm:hidden" aria-hidden />
        </button>
      }
    >
      <DropdownMenuLabel>
        <span className="block font-semibold" data-testid="director-name">
          {directorName}
        </span>
        {role ? <span className="block text-xs text-slate-500">{t(roleLabel[role])}</span> : null}
      </DropdownMenuLabel>
      <DropdownMenuSeparator />
      <DropdownMenuItem asChild>
        <Link to="/profile">
          <UserRound aria-hidden />
          {t("nav.profile")}
        </Link>
      </DropdownMenuItem>
      {/* The team and its history are the owner's; staff, or a role not yet known, see no links (the server refuses anyway). */}
      {isOwner ? (
        <>
          <DropdownMenuItem asChild>
            <Link to="/team">
              <Users aria-hidden />
              {t("nav.team")}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to="/activity">
              <History aria-hidden />
              {t("nav.activity")}
            </Link>
          </DropdownMenuItem>
        </>
      ) : null}
      <DropdownMenuItem onSelect={() => void logout()}>
        <LogOut aria-hidden />
        {t("nav.logout")}
      </DropdownMenuItem>
    </DropdownMenu>
  );
}
