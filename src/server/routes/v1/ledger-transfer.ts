import { createRoute, z } from "@hono/zod-openapi";
import {
  importPreviewResponseSchema,
  importQuerySchema,
  importResultResponseSchema,
  rolloverBodySchema,
  rolloverResponseSchema,
  templateQuerySchema,
} from "../../../shared/api/ledger-transfer";
import { attachment, CSV_TYPE, XLSX_TYPE } from "../../http/attachment";
import { callerActor, callerSchoolId } from "../../http/caller-school";
import { createRouter } from "../../http/create-router";
import { requireRole } from "../../http/require-role";
import { created, ok } from "../../http/ok";
import { exportLedger } from "../../services/ledger-transfer/export-ledger";
import { exportSchool } from "../../services/ledger-transfer/export-school";
import { importStudentFile } from "../../services/ledger-transfer/import-student-file";
import { rollOverLedger } from "../../services/ledger-transfer/roll-over-ledger";
import { studentTemplate } from "../../services/ledger-transfer/student-template";
import {
  createdResponse,
  errorResponses,
  fileDownloadRoute,
  fromMiddleware,
  jsonBody,
  ledgerIdParams,
} from "./openapi-helpers";

const fileSchema = z
  .instanceof(Blob, { message: "Choose an Excel (.xlsx) or CSV file to import." })
  .openapi({ type: "string", format: "binary" });

const importStudents = createRoute({
  method: "post",
  path: "/ledger/{ledgerId}/import",
  middleware: requireRole("staff"),
  tags: ["ledger"],
  summary:
    "Import students from .xlsx or .csv (all or nothing); ?dryRun=true lists each row's problems and writes nothing",
  request: {
    params: ledgerIdParams,
    query: importQuerySchema,
    body: { required: true, content: { "multipart/form-data": { schema: z.object({ file: fileSchema }) } } },
  },
  responses: {
    ...createdResponse(importResultResponseSchema, "Every student of the file was added"),
    200: {
      description: "Dry run: the file's rows, how many are valid, and every problem",
      content: { "application/json": { schema: importPreviewResponseSchema } },
    },
    // 413: the file is larger than 5 MB, or unpacks beyond the caps in shared/api/ledger-transfer.ts.
    ...errorResponses(...fromMiddleware.memberWrite, 400, 415),
  },
});

const exportCsv = fileDownloadRoute({
  path: "/ledger/{ledgerId}/export.csv",
  role: "staff",
  tag: "ledger",
  summary: "The ledger's students with charged, received and outstanding, as CSV (UTF-8 with BOM)",
  request: { params: ledgerIdParams },
  contentType: CSV_TYPE,
  description: "CSV file",
});

const exportXlsx = fileDownloadRoute({
  path: "/ledger/{ledgerId}/export.xlsx",
  role: "staff",
  tag: "ledger",
  summary: "The ledger's students with charged, received and outstanding, as an Excel workbook",
  request: { params: ledgerIdParams },
  contentType: XLSX_TYPE,
  description: "Excel workbook",
});

const exportWholeSchool = fileDownloadRoute({
  path: "/school/export.xlsx",
  role: "owner",
  tag: "school",
  summary: "The whole school as a workbook: sheets Ledgers, Students, Transactions (owner only)",
  contentType: XLSX_TYPE,
  description: "Excel workbook",
});

const importTemplate = fileDownloadRoute({
  path: "/import-template.xlsx",
  role: "staff",
  tag: "ledger",
  summary: "The student import template (headers and one example row) as .xlsx, headers in English or Hindi",
  request: { query: templateQuerySchema },
  contentType: XLSX_TYPE,
  description: "Excel workbook",
});

const rollover = createRoute({
  method: "post",
  path: "/ledger/{ledgerId}/rollover",
  middleware: requireRole("staff"),
  tags: ["ledger"],
  summary: "Move students into a new ledger for the next session, carrying their balances if asked",
  request: { params: ledgerIdParams, ...jsonBody(rolloverBodySchema) },
  responses: {
    ...createdResponse(rolloverResponseSchema, "The new ledger, how many students moved and the rupees carried"),
    // 409 ALREADY_ROLLED_OVER: a chosen student was moved to a next session before (decision 0042).
    ...errorResponses(...fromMiddleware.memberWrite, 400, 409, 415),
  },
});

export const ledgerTransferRoutes = createRouter()
  .openapi(importStudents, async (c) => {
    const outcome = await importStudentFile(
      c.get("db"),
      callerSchoolId(c),
      callerActor(c),
      c.req.valid("param").ledgerId,
      c.req.valid("form").file,
      c.req.valid("query").dryRun,
    );
    return outcome.dryRun ? ok(c, outcome.preview) : created(c, { created: outcome.created });
  })
  .openapi(exportCsv, async (c) => {
    return attachment(
      c,
      await exportLedger(c.get("db"), callerSchoolId(c), c.req.valid("param").ledgerId, "csv"),
      CSV_TYPE,
    );
  })
  .openapi(exportXlsx, async (c) => {
    return attachment(
      c,
      await exportLedger(c.get("db"), callerSchoolId(c), c.req.valid("param").ledgerId, "xlsx"),
      XLSX_TYPE,
    );
  })
  .openapi(exportWholeSchool, async (c) => {
    const bytes = await exportSchool(c.get("db"), callerSchoolId(c));
    return attachment(c, { fileName: `bahi-school-${new Date().toISOString().slice(0, 10)}.xlsx`, bytes }, XLSX_TYPE);
  })
  .openapi(importTemplate, async (c) => {
    return attachment(c, await studentTemplate(c.req.valid("query").language), XLSX_TYPE);
  })
  .openapi(rollover, async (c) => {
    return created(
      c,
      await rollOverLedger(
        c.get("db"),
        callerSchoolId(c),
        callerActor(c),
        c.req.valid("param").ledgerId,
        c.req.valid("json"),
      ),
    );
  });
