import { createRoute } from "@hono/zod-openapi";
import {
  closeDayBodySchema,
  closesQuerySchema,
  dayBookExportQuerySchema,
  dayBookQuerySchema,
  dayBookResponseSchema,
  dayCloseResponseSchema,
  dayClosesResponseSchema,
  dayParamsSchema,
  reopenDayBodySchema,
} from "../../../shared/api/day-book";
import { attachment, XLSX_TYPE } from "../../http/attachment";
import { callerActor, callerSchoolId } from "../../http/caller-school";
import { createRouter } from "../../http/create-router";
import { ok } from "../../http/ok";
import { requireRole } from "../../http/require-role";
import { exportDayBook } from "../../services/day-book/export-day-book";
import { closeDay } from "../../services/day-book/close-day";
import { getDayBook } from "../../services/day-book/get-day-book";
import { listDayCloses } from "../../services/day-book/list-day-closes";
import { reopenDay } from "../../services/day-book/reopen-day";
import { errorResponses, fileDownloadRoute, fromMiddleware, jsonBody, jsonResponse } from "./openapi-helpers";

// Staff read the whole day book, not only their own entries: in a school the accountant and the
// office staff hand over one cash drawer, and each needs the day's total to count it against.
const dayBook = createRoute({
  method: "get",
  path: "/day-book",
  middleware: requireRole("staff"),
  tags: ["day-book"],
  summary:
    "Receipts, cancellations and refunds of a day (or up to 92 days) in time order, `limit` (200 unless asked, at most 1,000) after `cursor` (the last page's `nextCursor`), with the whole range's totals and count of entries on every page",
  request: { query: dayBookQuerySchema },
  responses: {
    ...jsonResponse(dayBookResponseSchema, "The day book"),
    ...errorResponses(...fromMiddleware.memberRead, 400),
  },
});

// The same day book as one sheet: entries, then the totals, the figures from the same service.
const dayBookXlsx = fileDownloadRoute({
  path: "/day-book.xlsx",
  role: "staff",
  tag: "day-book",
  summary:
    "The day book (same filters) as an Excel workbook: entries in time order, then totals by mode, person and head, and the net",
  request: { query: dayBookExportQuerySchema },
  contentType: XLSX_TYPE,
  description: "Excel workbook named Day-book-YYYY-MM-DD.xlsx (Day-book-FROM-to-TO.xlsx for a range)",
});

const closes = createRoute({
  method: "get",
  path: "/day-book/closes",
  middleware: requireRole("staff"),
  tags: ["day-book"],
  summary: "The day closes of a month (reopened ones too)",
  request: { query: closesQuerySchema },
  responses: {
    ...jsonResponse(dayClosesResponseSchema, "The closes"),
    ...errorResponses(...fromMiddleware.memberRead, 400),
  },
});

// Staff pass the role check; close-day.ts refuses them (403) unless the school lets staff close the day.
const close = createRoute({
  method: "post",
  path: "/day-book/{date}/close",
  middleware: requireRole("staff"),
  tags: ["day-book"],
  summary: "Close a day: expected cash (the day's net cash), counted and the difference; closed already → 409",
  request: { params: dayParamsSchema, ...jsonBody(closeDayBodySchema) },
  responses: {
    ...jsonResponse(dayCloseResponseSchema, "The close"),
    ...errorResponses(...fromMiddleware.memberWrite, 400, 409, 415),
  },
});

const reopen = createRoute({
  method: "post",
  path: "/day-book/{date}/reopen",
  middleware: requireRole("owner"),
  tags: ["day-book"],
  summary: "Reopen a closed day (owner), with a reason; a day not closed → 404",
  request: { params: dayParamsSchema, ...jsonBody(reopenDayBodySchema) },
  responses: {
    ...jsonResponse(dayCloseResponseSchema, "The close, reopened"),
    ...errorResponses(...fromMiddleware.memberWrite, 400, 415),
  },
});

export const dayBookRoutes = createRouter()
  .openapi(closes, async (c) => ok(c, await listDayCloses(c.get("db"), callerSchoolId(c), c.req.valid("query").month)))
  .openapi(dayBook, async (c) => ok(c, await getDayBook(c.get("db"), callerSchoolId(c), c.req.valid("query"))))
  .openapi(dayBookXlsx, async (c) => {
    const { lang, ...query } = c.req.valid("query");
    return attachment(c, await exportDayBook(c.get("db"), callerSchoolId(c), query, lang), XLSX_TYPE);
  })
  .openapi(close, async (c) =>
    ok(
      c,
      await closeDay(
        c.get("db"),
        callerSchoolId(c),
        callerActor(c),
        c.req.valid("param").date,
        c.req.valid("json").cashCounted,
      ),
    ),
  )
  .openapi(reopen, async (c) =>
    ok(
      c,
      await reopenDay(
        c.get("db"),
        callerSchoolId(c),
        callerActor(c),
        c.req.valid("param").date,
        c.req.valid("json").reason,
      ),
    ),
  );
