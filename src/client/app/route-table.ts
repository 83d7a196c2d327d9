import { matchPath } from "react-router";
import type { ComponentType } from "react";
import { preloadableLazy, type PreloadableLazy } from "../lib/preloadable-lazy";
import type { CommonKey } from "../lib/text-keys";

/**
 * private: signed in with a school. setup: signed in (SchoolManager). guest: signed out only (login).
 * public: anyone — payment gateways require policy, contact and payment-result pages to be open.
 */
export type RouteAccess = "private" | "setup" | "guest" | "public";

export interface AppRoute {
  path: string;
  titleKey: CommonKey;
  access: RouteAccess;
  /** Rendered inside the sidebar/header layout. */
  withLayout: boolean;
  page: LazyPage;
}

/** A page's code, fetched when first rendered, or earlier with `preload()`. */
export type LazyPage = PreloadableLazy;

const page = (load: () => Promise<{ default: ComponentType }>): LazyPage => preloadableLazy(load);

// React Router matches case-insensitively, so "/profile" also serves the documented "/Profile".
export const appRoutes: AppRoute[] = [
  {
    path: "/",
    titleKey: "titles.ledgerDetails",
    access: "private",
    withLayout: true,
    page: page(() => import("../features/ledgers/ledger-details-page")),
  },
  {
    path: "/student-manager/:ledgerOwnerId",
    titleKey: "titles.studentManager",
    access: "private",
    withLayout: true,
    page: page(() => import("../features/students/student-manager-page")),
  },
  {
    path: "/TransactionManager/:studentId",
    titleKey: "titles.transactions",
    access: "private",
    withLayout: true,
    page: page(() => import("../features/transactions/transaction-page")),
  },
  {
    path: "/dues",
    titleKey: "titles.dues",
    access: "private",
    withLayout: true,
    page: page(() => import("../features/dues/dues-page")),
  },
  {
    path: "/day-book",
    titleKey: "titles.dayBook",
    access: "private",
    withLayout: true,
    page: page(() => import("../features/day-book/day-book-page")),
  },
  {
    path: "/families",
    titleKey: "titles.families",
    access: "private",
    withLayout: true,
    page: page(() => import("../features/families/families-page")),
  },
  {
    path: "/demand-slip",
    titleKey: "titles.demandSlip",
    access: "private",
    withLayout: true,
    page: page(() => import("../features/demand-slips/demand-slip-page")),
  },
  {
    path: "/omr-sheet",
    titleKey: "titles.omrSheet",
    access: "private",
    withLayout: true,
    page: page(() => import("../features/print-tools/omr-sheet-page")),
  },
  {
    path: "/omr-check",
    titleKey: "titles.omrCheck",
    access: "private",
    withLayout: true,
    page: page(() => import("../features/omr-check/omr-check-page")),
  },
  {
    path: "/long-question-paper",
    titleKey: "titles.longQuestionPaper",
    access: "private",
    withLayout: true,
    page: page(() => import("../features/print-tools/long-question-paper-page")),
  },
  {
    path: "/mcq-question-paper",
    titleKey: "titles.mcqQuestionPaper",
    access: "private",
    withLayout: true,
    page: page(() => import("../features/print-tools/mcq-question-paper-page")),
  },
  {
    path: "/application-maker",
    titleKey: "titles.applicationMaker",
    access: "private",
    withLayout: true,
    page: page(() => import("../features/print-tools/application-maker-page")),
  },
  {
    path: "/student-id-card",
    titleKey: "titles.studentIdCard",
    access: "private",
    withLayout: true,
    page: page(() => import("../features/print-tools/student-id-card-page")),
  },
  {
    path: "/profile",
    titleKey: "titles.profile",
    access: "private",
    withLayout: true,
    page: page(() => import("../features/profile/profile-page")),
  },
  {
    path: "/setting",
    titleKey: "titles.setting",
    access: "private",
    withLayout: true,
    page: page(() => import("../features/settings/settings-page")),
  },
  {
    path: "/services",
    titleKey: "titles.services",
    access: "private",
    withLayout: true,
    page: page(() => import("../features/services/services-page")),
  },
  {
    path: "/BuyCoins",
    titleKey: "titles.buyCoins",
    access: "private",
    withLayout: true,
    page: page(() => import("../features/wallet/buy-coins-page")),
  },
  {
    path: "/DLBuyCoins",
    titleKey: "titles.otherPlans",
    access: "private",
    withLayout: true,
    page: page(() => import("../features/wallet/other-plans-page")),
  },
  {
    path: "/team",
    titleKey: "titles.team",
    access: "private",
    withLayout: true,
    page: page(() => import("../features/team/team-page")),
  },
  {
    path: "/activity",
    titleKey: "titles.activity",
    access: "private",
    withLayout: true,
    page: page(() => import("../features/team/activity-page")),
  },
  {
    path: "/join",
    titleKey: "titles.join",
    access: "setup",
    withLayout: false,
    page: page(() => import("../features/team/join-page")),
  },
  {
    path: "/login",
    titleKey: "titles.login",
    access: "guest",
    withLayout: false,
    page: page(() => import("../features/auth/login-page")),
  },
  {
    path: "/SchoolManager",
    titleKey: "titles.schoolManager",
    access: "setup",
    withLayout: false,
    page: page(() => import("../features/school-setup/school-manager-page")),
  },
  {
    path: "/About-us",
    titleKey: "titles.aboutUs",
    access: "public",
    withLayout: false,
    page: page(() => import("../features/public-pages/about-us-page")),
  },
  {
    path: "/Contact-us",
    titleKey: "titles.contactUs",
    access: "public",
    withLayout: false,
    page: page(() => import("../features/public-pages/contact-us-page")),
  },
  {
    path: "/latest-update",
    titleKey: "titles.latestUpdate",
    access: "public",
    withLayout: false,
    page: page(() => import("../features/public-pages/latest-update-page")),
  },
  {
    path: "/privacy-policy",
    titleKey: "titles.privacyPolicy",
    access: "public",
    withLayout: false,
    page: page(() => import("../features/public-pages/privacy-policy-page")),
  },
  {
    path: "/shipping-and-delivery-policy",
    titleKey: "titles.shippingPolicy",
    access: "public",
    withLayout: false,
    page: page(() => import("../features/public-pages/shipping-policy-page")),
  },
  {
    path: "/TermsAndConditions",
    titleKey: "titles.terms",
    access: "public",
    withLayout: false,
    page: page(() => import("../features/public-pages/terms-page")),
  },
  {
    path: "/CancellationAndRefundPolicy",
    titleKey: "titles.refundPolicy",
    access: "public",
    withLayout: false,
    page: page(() => import("../features/public-pages/refund-policy-page")),
  },
  {
    path: "/FailedPayment",
    titleKey: "titles.failedPayment",
    access: "public",
    withLayout: false,
    page: page(() => import("../features/public-pages/failed-payment-page")),
  },
  {
    path: "/successful-payment",
    titleKey: "titles.successfulPayment",
    access: "public",
    withLayout: false,
    page: page(() => import("../features/public-pages/successful-payment-page")),
  },
];

/** The layout (menus, dialogs) around every private page; not needed to show /login. */
export const appLayout = page(() => import("./layout/app-layout").then((m) => ({ default: m.AppLayout })));

/** The route a path shows, as the router will match it (case-insensitively), if any. */
export function findAppRoute(pathname: string): AppRoute | undefined {
  return appRoutes.find((route) => matchPath(route.path, pathname));
}
