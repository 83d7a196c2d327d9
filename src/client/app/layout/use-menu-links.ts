import { footerSectionLinks, ownerLinks, type NavLinkItem } from "../../lib/navigation";
import { useIsOwner } from "../../lib/session/use-my-role";
import { useHeaderLinks } from "./use-header-links";

/**
 * The phone menu's links besides the sidebar's: the owner's Team and Activity with the header's pages
 * (less Home, which the sidebar's Student Ledger already is), then About Us with the footer's links
 * in a section of their own — each page once.
 */
export function useMenuLinks(): { pages: NavLinkItem[]; footer: NavLinkItem[] } {
  const isOwner = useIsOwner();
  const headerLinks = useHeaderLinks().filter(
    (link) => link.to !== "/" && !footerSectionLinks.some((footer) => footer.to === link.to),
  );
  return {
    pages: [...(isOwner ? ownerLinks : []), ...headerLinks],
    footer: footerSectionLinks,
  };
}
