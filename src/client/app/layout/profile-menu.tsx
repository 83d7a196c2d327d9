import { ChevronDown, LogOut, UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu";
import { useLogout } from "../../lib/session/use-logout";

export function ProfileMenu({ directorName }: { directorName: string }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const initial = directorName.trim().charAt(0).toUpperCase() || "A";
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="flex items-center gap-2 rounded-full p-1 pr-2 hover:bg-slate-100" aria-label={t("nav.profile")}>
        <span className="grid size-8 place-items-center rounded-full bg-brand-700 text-sm font-semibold text-white" aria-hidden>
          {initial}
        </span>
        <ChevronDown className="size-4 text-slate-500" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block font-semibold" data-testid="director-name">{directorName}</span>
          <span className="block text-xs text-slate-500">{t("nav.admin")}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserRound aria-hidden />
            {t("nav.profile")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void logout()}>
          <LogOut aria-hidden />
          {t("nav.logout")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
