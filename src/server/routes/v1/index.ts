import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/app-env";
import { requireSession, type LookUpUser } from "../../http/require-session";
import { validationHook } from "../../http/validation-hook";
import type { SiteInfo } from "../../../shared/api/site-info";
import { demandSlipRoutes } from "./demand-slip";
import { healthRoutes } from "./health";
import { ledgerRoutes } from "./ledger";
import { schoolRoutes } from "./school";
import { createSiteInfoRoutes } from "./site-info";
import { studentRoutes } from "./student";
import { transactionRoutes } from "./transaction";

/** Public routes first; everything mounted after the session guard needs a signed-in user. */
export function createV1Routes(siteInfo: SiteInfo, lookUpUser: LookUpUser) {
  const v1 = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  v1.route("/", healthRoutes);
  v1.route("/", createSiteInfoRoutes(siteInfo));
  v1.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: { title: "Bahi API", version: "1.0.0", description: "Fee ledger and print shop for schools" },
  });
  // Hono runs handlers in registration order: the public routes above answer before this guard.
  v1.use("*", requireSession(lookUpUser));
  v1.route("/", schoolRoutes);
  v1.route("/", ledgerRoutes);
  // Before the student routes: "/student/student/transaction/{id}" must not be read as a student id.
  v1.route("/", demandSlipRoutes);
  v1.route("/", studentRoutes);
  v1.route("/", transactionRoutes);
  return v1;
}
