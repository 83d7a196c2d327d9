import { createRoute } from "@hono/zod-openapi";
import {
  plansResponseSchema,
  printJobBodySchema,
  printJobResponseSchema,
  walletEntriesPageSchema,
  walletEntriesQuerySchema,
  walletResponseSchema,
} from "../../../shared/api/wallet";
import { plans } from "../../../shared/billing/plans";
import { callerActor, callerSchoolId } from "../../http/caller-school";
import { requireRole } from "../../http/require-role";
import { createRouter } from "../../http/create-router";
import { created, ok } from "../../http/ok";
import { chargePrintJob } from "../../services/billing/charge-print-job";
import { getWallet } from "../../services/billing/get-wallet";
import { listWalletEntries } from "../../services/billing/list-wallet-entries";
import { createdResponse, errorResponses, fromMiddleware, jsonBody, jsonResponse } from "./openapi-helpers";

const listPlans = createRoute({
  method: "get",
  path: "/plans",
  tags: ["wallet"],
  summary: "The catalogue: coin pack, premium and DL premium plans with their prices",
  responses: {
    200: { description: "Every plan", content: { "application/json": { schema: plansResponseSchema } } },
    ...errorResponses(...fromMiddleware.publicRead),
  },
});

const readWallet = createRoute({
  method: "get",
  path: "/wallet",
  tags: ["wallet"],
  middleware: requireRole("staff"),
  summary: "The caller's coins, premium and DL premium expiries",
  responses: { ...jsonResponse(walletResponseSchema, "The wallet"), ...errorResponses(...fromMiddleware.memberRead) },
});

const listEntries = createRoute({
  method: "get",
  path: "/wallet/entries",
  tags: ["wallet"],
  middleware: requireRole("owner"),
  summary: "The wallet history, newest first, 50 a page",
  request: { query: walletEntriesQuerySchema },
  responses: {
    ...jsonResponse(walletEntriesPageSchema, "A page of entries"),
    ...errorResponses(...fromMiddleware.memberRead, 400, 403),
  },
});

const printJob = createRoute({
  method: "post",
  path: "/print-jobs",
  tags: ["wallet"],
  middleware: requireRole("staff"),
  summary: "Asked before a print tool makes its PDF: free while premium, else 1 coin (402 NO_COINS)",
  request: jsonBody(printJobBodySchema),
  responses: {
    ...createdResponse(printJobResponseSchema, "Allowed; what it cost"),
    // 402 NO_COINS: no coins and no premium.
    ...errorResponses(...fromMiddleware.memberWrite, 400, 415),
  },
});

/** Public: the pages and the pricing card render the catalogue before anyone signs in. */
export const planRoutes = createRouter().openapi(listPlans, (c) => ok(c, [...plans]));

export const walletRoutes = createRouter()
  .openapi(readWallet, async (c) => ok(c, await getWallet(c.get("db"), callerSchoolId(c))))
  .openapi(listEntries, async (c) =>
    c.json(await listWalletEntries(c.get("db"), callerSchoolId(c), c.req.valid("query").page), 200),
  )
  .openapi(printJob, async (c) => {
    const schoolId = callerSchoolId(c);
    return created(c, await chargePrintJob(c.get("db"), schoolId, c.req.valid("json").tool, callerActor(c)));
  });
