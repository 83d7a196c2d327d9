import { Dialog as Primitive } from "radix-ui";
import { Menu, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { LanguageSwitch } from "../../components/language-switch";
import { SidebarContent } from "./sidebar";
import { useHeaderLinks } from "./use-header-links";

/** On a phone the sidebar and the header links share one slide-in menu. */
export function MobileMenu() {
  const { t } = useTranslation();
  const links = useHeaderLinks();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Primitive.Root open={open} onOpenChange={setOpen}>
      <Primitive.Trigger className="rounded-md p-2 hover:bg-slate-100 lg:hidden" aria-label={t("nav.openMenu")}>
        <Menu className="size-5" />
      </Primitive.Trigger>
      <Primitive.Portal>
        <Primitive.Overlay className="fixed inset-0 z-40 bg-slate-900/40 lg:hidden" />
        <Primitive.Content
          className="fixed inset-y-0 left-0 z-50 flex w-[85vw] max-w-xs flex-col gap-5 overflow-y-auto bg-white p-4 shadow-xl lg:hidden"
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between">
            <Primitive.Title className="text-lg font-bold text-brand-700">{t("appName")}</Primitive.Title>
            <Primitive.Close className="rounded-md p-2 hover:bg-slate-100" aria-label={t("nav.closeMenu")}>
              <X className="size-5" />
            </Primitive.Close>
          </div>
          <ul className="grid grid-cols-2 gap-2 border-b border-slate-200 pb-4 text-sm">
            {links.map(({ to, labelKey }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={to === "/"}
                  onClick={close}
                  className="block rounded-md px-2 py-1.5 hover:bg-slate-100"
                >
                  {t(labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
          <SidebarContent onNavigate={close} />
          <LanguageSwitch />
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}
