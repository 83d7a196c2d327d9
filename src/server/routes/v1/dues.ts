import { createRoute, z } from "@hono/zod-openapi";
import {
  chargeDuesBodySchema,
  chargeDuesResponseSchema,
  defaultersPageSchema,
  defaultersQuerySchema,
  duesSummaryQuerySchema,
  duesSummaryResponseSchema,
  idempotencyKeySchema,
} from "../../../shared/api/dues";
import { attachment, CSV_TYPE, XLSX_TYPE } from "../../http/attachment";
import { callerActor, callerSchoolId } from "../../http/caller-school";
import { createRouter } from "../../http/create-router";
import { requireRole } from "../../http/require-role";
import { created, ok } from "../../http/ok";
import { chargeDues } from "../../services/dues/charge-dues";
import { exportDefaulters } from "../../services/dues/export-defaulters";
import { getDuesSummary } from "../../services/dues/get-dues-summary";
import { listDefaulters } from "../../services/dues/list-defaulters";
import {
  createdResponse,
  errorResponses,
  fileDownloadRoute,
  fromMiddleware,
  jsonBody,
  jsonResponse,
  ledgerIdParams,
} from "./openapi-helpers";

const charge = createRoute({
  method: "post",
  path: "/ledger/{ledgerId}/dues",
  middleware: requireRole("staff"),
  tags: ["dues"],
  summary: "Charge one fee to every student of a ledger (or the chosen ones), less concessions; all or none",
  request: {
    params: ledgerIdParams,
    headers: z.object({ "idempotency-key": idempotencyKeySchema }),
    ...jsonBody(chargeDuesBodySchema),
  },
  responses: {
    ...createdResponse(
      chargeDuesResponseSchema,
      "What was charged (the first answer again for a repeated Idempotency-Key)",
    ),
    // 409: the Idempotency-Key was used for another ledger.
    ...errorResponses(...fromMiddleware.memberWrite, 400, 409, 415),
  },
});

const summary = createRoute({
  method: "get",
  path: "/dues/summary",
  middleware: requireRole("staff"),
  tags: ["dues"],
  summary: "Charged, received and outstanding for the school, per ledger and per month of the session",
  request: { query: duesSummaryQuerySchema },
  responses: {
    ...jsonResponse(duesSummaryResponseSchema, "The school's dues"),
    ...errorResponses(...fromMiddleware.memberRead, 400),
  },
});

const defaulters = createRoute({
  method: "get",
  path: "/dues/defaulters",
  middleware: requireRole("staff"),
  tags: ["dues"],
  summary: "Students who owe, largest balance first, one page",
  request: { query: defaultersQuerySchema },
  responses: {
    ...jsonResponse(defaultersPageSchema, "A page of defaulters"),
    ...errorResponses(...fromMiddleware.memberRead, 400),
  },
});

// Every defaulter matching the filters, not one page; headers in the director's language.
const exportQuery = defaultersQuerySchema.omit({ page: true }).extend({ lang: z.enum(["en", "hi"]).default("en") });

const defaultersCsvRoute = fileDownloadRoute({
  path: "/dues/defaulters.csv",
  role: "staff",
  tag: "dues",
  summary: "Every defaulter matching the filters as CSV (UTF-8 with BOM, so Excel reads Hindi)",
  request: { query: exportQuery },
  contentType: CSV_TYPE,
  description: "CSV file",
});

const defaultersXlsxRoute = fileDownloadRoute({
  path: "/dues/defaulters.xlsx",
  role: "staff",
  tag: "dues",
  summary: "Every defaulter matching the filters as an Excel workbook (sheet Defaulters; outstanding as numbers)",
  request: { query: exportQuery },
  contentType: XLSX_TYPE,
  description: "Excel workbook",
});

export const duesRoutes = createRouter()
  .openapi(charge, async (c) => {
    const schoolId = callerSchoolId(c);
    const result = await chargeDues(
      c.get("db"),
      schoolId,
      callerActor(c),
      c.req.valid("param").ledgerId,
      c.req.valid("json"),
      c.req.valid("header")["idempotency-key"],
    );
    return created(c, result);
  })
  .openapi(summary, async (c) => {
    const schoolId = callerSchoolId(c);
    return ok(c, await getDuesSummary(c.get("db"), schoolId, c.req.valid("query").session));
  })
  .openapi(defaultersCsvRoute, async (c) => {
    const { lang, ...filter } = c.req.valid("query");
    return attachment(c, await exportDefaulters(c.get("db"), callerSchoolId(c), filter, lang, "csv"), CSV_TYPE);
  })
  .openapi(defaultersXlsxRoute, async (c) => {
    const { lang, ...filter } = c.req.valid("query");
    return attachment(c, await exportDefaulters(c.get("db"), callerSchoolId(c), filter, lang, "xlsx"), XLSX_TYPE);
  })
  .openapi(defaulters, async (c) => {
    const schoolId = callerSchoolId(c);
    return c.json(
      { success: true as const, ...(await listDefaulters(c.get("db"), schoolId, c.req.valid("query"))) },
      200,
    );
  });
