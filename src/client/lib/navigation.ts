import {
  BookOpen,
  BookText,
  ClipboardCheck,
  FileQuestion,
  FileText,
  History,
  IdCard,
  IndianRupee,
  ListChecks,
  ReceiptText,
  ScrollText,
  Settings,
  Users,
  UsersRound,
  type LucideIcon,
} from "lucide-react";
import type { CommonKey } from "./text-keys";

export interface NavLinkItem {
  to: string;
  labelKey: CommonKey;
  icon?: LucideIcon;
}

/** SPEC §2's sidebar, in its order, with the demand slips (who owes what) beside the dues. */
export const sidebarLinks: NavLinkItem[] = [
  { to: "/", labelKey: "nav.studentLedger", icon: BookOpen },
  { to: "/dues", labelKey: "nav.dues", icon: IndianRupee },
  { to: "/day-book", labelKey: "nav.dayBook", icon: BookText },
  { to: "/families", labelKey: "nav.families", icon: UsersRound },
  { to: "/demand-slip", labelKey: "nav.demandSlips", icon: ReceiptText },
  { to: "/omr-sheet", labelKey: "nav.omrSheet", icon: ListChecks },
  { to: "/omr-check", labelKey: "nav.omrCheck", icon: ClipboardCheck },
  { to: "/long-question-paper", labelKey: "nav.longQuestionPaper", icon: ScrollText },
  { to: "/mcq-question-paper", labelKey: "nav.mcqQuestionPaper", icon: FileQuestion },
  { to: "/application-maker", labelKey: "nav.applicationMaker", icon: FileText },
  { to: "/student-id-card", labelKey: "nav.studentIdCard", icon: IdCard },
  { to: "/setting", labelKey: "nav.setting", icon: Settings },
];

export const headerLinks: NavLinkItem[] = [
  { to: "/", labelKey: "nav.home" },
  { to: "/services", labelKey: "nav.services" },
  { to: "/BuyCoins", labelKey: "nav.buyCoins" },
  { to: "/DLBuyCoins", labelKey: "nav.otherPlans" },
  { to: "/About-us", labelKey: "nav.aboutUs" },
  { to: "/profile", labelKey: "nav.profile" },
];

/** The owner's team and its history: behind the avatar on a desktop, in the phone menu too. */
export const ownerLinks: NavLinkItem[] = [
  { to: "/team", labelKey: "nav.team", icon: Users },
  { to: "/activity", labelKey: "nav.activity", icon: History },
];

/** The plan pages, hidden when billing is off. */
export const planLinks = new Set(["/BuyCoins", "/DLBuyCoins"]);

export const footerLinks: NavLinkItem[] = [
  { to: "/privacy-policy", labelKey: "footer.privacy" },
  { to: "/TermsAndConditions", labelKey: "footer.terms" },
  { to: "/CancellationAndRefundPolicy", labelKey: "footer.refund" },
  { to: "/shipping-and-delivery-policy", labelKey: "footer.shipping" },
  { to: "/Contact-us", labelKey: "footer.contact" },
  { to: "/latest-update", labelKey: "footer.download" },
];

/** The footer's section, in the page footer and the phone menu: About Us joins the policy and contact links,
 * as signed-out visitors have no header menu to find it in. */
export const footerSectionLinks: NavLinkItem[] = [{ to: "/About-us", labelKey: "nav.aboutUs" }, ...footerLinks];
