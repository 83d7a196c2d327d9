import { headerLinks, planLinks, type NavLinkItem } from "../../lib/navigation";
import { useIsOwner } from "../../lib/session/use-my-role";
import { useWallet } from "../../lib/wallet/wallet-query";

/** The header's links for this caller: the plan pages only for the owner, and never when billing is off. */
export function useHeaderLinks(): NavLinkItem[] {
  const { data: wallet } = useWallet();
  const isOwner = useIsOwner();
  return isOwner && wallet?.billing !== false ? headerLinks : headerLinks.filter((link) => !planLinks.has(link.to));
}
