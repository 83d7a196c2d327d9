import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../http/app-env";
import { createEventStreams, type EventStreams } from "../../http/event-streams";
import { requireSession, type LookUpUser } from "../../http/require-session";
import { resolveCallerSchool } from "../../http/caller-school";
import { createRouter } from "../../http/create-router";
import type { SiteInfo } from "../../../shared/api/site-info";
import { activityRoutes } from "./activity";
import type { WalletEvents } from "../../services/billing/create-wallet-events";
import type { PaymentGateway } from "../../services/payments/payment-gateway";
import { bankStatementRoutes } from "./bank-statement";
import { concessionRoutes } from "./concessions";
import { dayBookRoutes } from "./day-book";
import { daySummaryRoutes } from "./day-summary";
import { demandSlipRoutes } from "./demand-slip";
import { duesRoutes } from "./dues";
import { familyPromiseRoutes } from "./family-promise";
import { familyRoutes } from "./families";
import { feeHeadRoutes } from "./fee-heads";
import { feePlanRoutes } from "./fee-plans";
import { createEventRoutes } from "./events";
import { healthRoutes } from "./health";
import { invitationRoutes } from "./invitations";
import { ledgerRoutes } from "./ledger";
import { ledgerTransferRoutes } from "./ledger-transfer";
import { memberRoutes } from "./members";
import { meRoutes } from "./me";
import { createPaymentRoutes, createPaymentWebhookRoutes } from "./payment";
import { paymentClaimRoutes } from "./payment-claims";
import { refundRoutes } from "./refund";
import { reminderRoutes } from "./reminder";
import { reminderRoundRoutes } from "./reminder-round";
import { schoolRoutes } from "./school";
import { statementRoutes } from "./statement";
import { createSiteInfoRoutes } from "./site-info";
import { studentRoutes } from "./student";
import { studentPhotoRoutes } from "./student-photo";
import { transactionRoutes } from "./transaction";
import { planRoutes, walletRoutes } from "./wallet";

export interface BillingRouteDependencies {
  /** null: no gateway (production without Razorpay keys, or BILLING=off). */
  gateway: PaymentGateway | null;
  walletEvents: WalletEvents;
  /** The open /events streams of this instance (see http/event-streams.ts); created here when not given. */
  eventStreams?: EventStreams;
}

/** Public routes first; everything mounted after the session guard needs a signed-in user. */
export function createV1Routes(
  siteInfo: SiteInfo,
  lookUpUser: LookUpUser,
  limitApiCalls: MiddlewareHandler<AppEnv>,
  billing: BillingRouteDependencies,
) {
  const v1 = createRouter();
  v1.route("/", healthRoutes);
  v1.route("/", createSiteInfoRoutes(siteInfo));
  v1.route("/", planRoutes);
  v1.route("/", createPaymentWebhookRoutes(billing.gateway));
  v1.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: { title: "Bahi API", version: "1.0.0", description: "Fee ledger and print shop for schools" },
  });
  // Hono runs handlers in registration order: the public routes above answer before this guard.
  // The per-user API limit counts after the session is known, before any work is done.
  v1.use("*", requireSession(lookUpUser), limitApiCalls, resolveCallerSchool);
  v1.route("/", schoolRoutes);
  v1.route("/", ledgerRoutes);
  v1.route("/", ledgerTransferRoutes);
  // Before the student routes: "/student/student/transaction/{id}" must not be read as a student id.
  v1.route("/", demandSlipRoutes);
  v1.route("/", studentRoutes);
  v1.route("/", studentPhotoRoutes);
  v1.route("/", transactionRoutes);
  v1.route("/", refundRoutes);
  v1.route("/", duesRoutes);
  v1.route("/", dayBookRoutes);
  v1.route("/", daySummaryRoutes);
  v1.route("/", feeHeadRoutes);
  v1.route("/", concessionRoutes);
  v1.route("/", feePlanRoutes);
  v1.route("/", reminderRoutes);
  v1.route("/", familyRoutes);
  v1.route("/", paymentClaimRoutes);
  v1.route("/", familyPromiseRoutes);
  v1.route("/", reminderRoundRoutes);
  v1.route("/", bankStatementRoutes);
  v1.route("/", memberRoutes);
  v1.route("/", invitationRoutes);
  v1.route("/", meRoutes);
  v1.route("/", statementRoutes);
  v1.route("/", activityRoutes);
  v1.route("/", walletRoutes);
  v1.route("/", createPaymentRoutes(billing.gateway));
  const eventStreams = billing.eventStreams ?? createEventStreams();
  v1.route("/", createEventRoutes({ walletEvents: billing.walletEvents, eventStreams, lookUpUser }));
  return v1;
}
