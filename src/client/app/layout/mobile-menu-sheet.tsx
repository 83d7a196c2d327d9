import { Dialog as Primitive } from "radix-ui";
import { X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useFocusReturnToOpener } from "../../components/ui/dialog";
import { NavLink } from "react-router";
import { LanguageSwitch } from "../../components/language-switch";
import { SidebarContent } from "./sidebar";
import { useMenuLinks } from "./use-menu-links";

/**
 * The phone's slide-in menu: the sidebar, the header's pages (with Team and Activity) and the
 * footer's links. Loaded by the header's menu button (mobile-menu.tsx) once the page has shown.
 */
export function MobileMenuSheet({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const { pages, footer } = useMenuLinks();
  const close = () => onOpenChange(false);
  // Radix gives focus back only to its own trigger; the button that opens this one is a plain one.
  const focusReturn = useFocusReturnToOpener();
  return (
    <Primitive.Root open={open} onOpenChange={onOpenChange}>
      <Primitive.Portal>
        <Primitive.Overlay className="fixed inset-0 z-40 bg-slate-900/40 lg:hidden" />
        <Primitive.Content
          className="fixed inset-y-0 left-0 z-50 flex w-[85vw] max-w-xs flex-col gap-5 overflow-y-auto bg-white p-4 shadow-xl lg:hidden"
          aria-describedby={undefined}
          onOpenAutoFocus={focusReturn.onOpenAutoFocus}
          onCloseAutoFocus={focusReturn.onCloseAutoFocus}
        >
          <div className="flex items-center justify-between">
            <Primitive.Title className="text-lg font-bold text-brand-700">{t("appName")}</Primitive.Title>
            <Primitive.Close className="rounded-md p-2 hover:bg-slate-100" aria-label={t("nav.closeMenu")}>
              <X className="size-5" />
            </Primitive.Close>
          </div>
          <SidebarContent onNavigate={close}>
            <nav aria-label={t("nav.siteNavigation")} className="border-t border-slate-200 pt-4">
              <ul className="space-y-1">
                {pages.map(({ to, labelKey, icon: Icon }) => (
                  <li key={to}>
                    <NavLink
                      to={to}
                      onClick={close}
                      className="flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100"
                    >
                      {Icon ? <Icon className="size-4" aria-hidden /> : null}
                      {t(labelKey)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          </SidebarContent>
          <nav aria-label={t("footer.label")} className="border-t border-slate-200 pt-4">
            <ul className="grid grid-cols-2 gap-x-2 gap-y-1 text-xs text-slate-600">
              {footer.map(({ to, labelKey }) => (
                <li key={to}>
                  <NavLink to={to} onClick={close} className="block rounded-md px-2 py-1.5 hover:bg-slate-100">
                    {t(labelKey)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSwitch onAccount />
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}
