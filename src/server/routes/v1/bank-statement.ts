import { createRoute, z } from "@hono/zod-openapi";
import {
  bankStatementQuerySchema,
  bankStatementReviewResponseSchema,
  confirmBankCreditsBodySchema,
  confirmBankCreditsResponseSchema,
} from "../../../shared/api/bank-statement";
import { callerActor, callerSchoolId } from "../../http/caller-school";
import { createRouter } from "../../http/create-router";
import { ok } from "../../http/ok";
import { requireRole } from "../../http/require-role";
import { recordBankCredits } from "../../services/bank-statements/record-bank-credits";
import { reviewBankStatement } from "../../services/bank-statements/review-bank-statement";
import { errorResponses, fromMiddleware, jsonBody, jsonResponse } from "./openapi-helpers";

const fileSchema = z
  .instanceof(Blob, { message: "Choose the bank statement: an Excel (.xlsx) or CSV file." })
  .openapi({ type: "string", format: "binary" });

const review = createRoute({
  method: "post",
  path: "/bank-statements",
  middleware: requireRole("staff"),
  tags: ["bank-statements"],
  summary: "Read a bank or UPI statement (.xlsx or CSV) and match each credit to a family; writes nothing",
  description:
    "Columns are guessed from English headers; `columns` (JSON: `{ date, amount, narration, reference }`, " +
    "each a header of the file) corrects the guess. Matching: a pending claim's UTR, then a family reference " +
    "(BAHI-7Q4K) in the narration, then an amount exactly one family owes. Record with /bank-statements/confirm.",
  request: {
    query: bankStatementQuerySchema,
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: z.object({ file: fileSchema, columns: z.string().max(1000).optional() }),
        },
      },
    },
  },
  responses: {
    ...jsonResponse(bankStatementReviewResponseSchema, "The credits with their matches"),
    // 413: the file is larger than 5 MB or has more than 2,000 credits.
    ...errorResponses(...fromMiddleware.memberWrite, 400, 415),
  },
});

const confirm = createRoute({
  method: "post",
  path: "/bank-statements/confirm",
  middleware: requireRole("staff"),
  tags: ["bank-statements"],
  summary: "Record the confirmed credits as Received rows with receipts; a credit recorded before is skipped",
  request: jsonBody(confirmBankCreditsBodySchema),
  responses: {
    ...jsonResponse(confirmBankCreditsResponseSchema, "How many credits were recorded and skipped"),
    // 404: a phone no student of the school has, or a student outside that family; 409: a closed day.
    ...errorResponses(...fromMiddleware.memberWrite, 400, 409, 415),
  },
});

export const bankStatementRoutes = createRouter()
  .openapi(review, async (c) => {
    const form = c.req.valid("form");
    return ok(c, await reviewBankStatement(c.get("db"), callerSchoolId(c), form.file, form.columns));
  })
  .openapi(confirm, async (c) =>
    ok(c, await recordBankCredits(c.get("db"), callerSchoolId(c), callerActor(c), c.req.valid("json"))),
  );
