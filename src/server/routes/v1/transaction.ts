import { createRoute, z } from "@hono/zod-openapi";
import { idempotencyKeySchema } from "../../../shared/api/dues";
import { deletedResponseSchema } from "../../../shared/api/ledger";
import {
  addTransactionBodySchema,
  cancelTransactionBodySchema,
  transactionListResponseSchema,
  transactionResponseSchema,
  updateTransactionBodySchema,
} from "../../../shared/api/transaction";
import { withVerifyUrl, withVerifyUrls } from "../../services/receipt-verify/with-verify-urls";
import { createRouter } from "../../http/create-router";
import { ok } from "../../http/ok";
import { callerActor, callerSchoolId } from "../../http/caller-school";
import { requireRole } from "../../http/require-role";
import { createTransaction } from "../../services/transactions/create-transaction";
import { cancelTransaction } from "../../services/transactions/cancel-transaction";
import { deleteTransaction } from "../../services/transactions/delete-transaction";
import { listTransactions } from "../../services/transactions/list-transactions";
import { updateTransaction } from "../../services/transactions/update-transaction";
import { errorResponses, fromMiddleware, jsonBody, jsonResponse, studentIdParams } from "./openapi-helpers";

const list = createRoute({
  method: "get",
  path: "/transactions/student/{studentId}",
  tags: ["transaction"],
  summary: "A student's Dues and Received, oldest first",
  middleware: requireRole("staff"),
  request: { params: studentIdParams },
  responses: {
    ...jsonResponse(transactionListResponseSchema, "Transactions"),
    ...errorResponses(...fromMiddleware.memberRead),
  },
});

const add = createRoute({
  method: "post",
  path: "/transactions/add",
  tags: ["transaction"],
  summary: "Record Dues (Debit) or money Received (Credit)",
  description:
    "An `Idempotency-Key` (the offline outbox sends the entry's own UUID) records the entry once: a repeat, " +
    "even a concurrent one, answers the first result with the same receipt number.",
  middleware: requireRole("staff"),
  request: { headers: z.object({ "idempotency-key": idempotencyKeySchema }), ...jsonBody(addTransactionBodySchema) },
  responses: {
    ...jsonResponse(transactionResponseSchema, "The new transaction (the first answer again for a repeated key)"),
    // 409: the Idempotency-Key was used for another kind of request.
    ...errorResponses(...fromMiddleware.memberWrite, 400, 409, 415),
  },
});

const transactionParams = z.object({ transactionId: z.uuid() });

const update = createRoute({
  method: "put",
  path: "/transactions/{transactionId}",
  tags: ["transaction"],
  summary: "Correct a transaction's amount, description, date or payment mode; its type and receipt number stay",
  middleware: requireRole("staff"),
  request: { params: transactionParams, ...jsonBody(updateTransactionBodySchema) },
  responses: {
    ...jsonResponse(transactionResponseSchema, "The corrected transaction"),
    // 403: staff changing a receipt's amount or date; 409: a cancelled receipt, or a head and period already charged.
    ...errorResponses(...fromMiddleware.memberWrite, 400, 403, 409, 415),
  },
});

const remove = createRoute({
  method: "delete",
  path: "/transactions/{transactionId}",
  tags: ["transaction"],
  summary: "Delete a Dues entry (money received is cancelled instead: 409 CANCEL_INSTEAD)",
  middleware: requireRole("staff"),
  request: { params: transactionParams },
  responses: {
    ...jsonResponse(deletedResponseSchema, "Deleted"),
    // 403: staff deleting a Dues entry they did not add today.
    ...errorResponses(...fromMiddleware.memberWrite, 403, 409),
  },
});

const cancel = createRoute({
  method: "post",
  path: "/transactions/{transactionId}/cancel",
  tags: ["transaction"],
  summary: "Cancel a receipt: it stays, with its number and the reason, and counts nowhere",
  middleware: requireRole("owner"),
  request: { params: transactionParams, ...jsonBody(cancelTransactionBodySchema) },
  responses: {
    ...jsonResponse(transactionResponseSchema, "The cancelled receipt"),
    // 400: not a receipt; 409: already cancelled.
    ...errorResponses(...fromMiddleware.memberWrite, 400, 403, 409, 415),
  },
});

export const transactionRoutes = createRouter()
  .openapi(list, async (c) => {
    const schoolId = callerSchoolId(c);
    const transactions = await listTransactions(c.get("db"), schoolId, c.req.valid("param").studentId);
    return ok(c, await withVerifyUrls(c.get("db"), schoolId, c.get("receiptLinks"), transactions));
  })
  .openapi(add, async (c) => {
    const schoolId = callerSchoolId(c);
    const added = await createTransaction(
      c.get("db"),
      schoolId,
      callerActor(c),
      c.req.valid("json"),
      c.req.valid("header")["idempotency-key"],
    );
    return ok(c, await withVerifyUrl(c.get("db"), schoolId, c.get("receiptLinks"), added));
  })
  .openapi(update, async (c) => {
    const schoolId = callerSchoolId(c);
    const updated = await updateTransaction(
      c.get("db"),
      schoolId,
      callerActor(c),
      c.req.valid("param").transactionId,
      c.req.valid("json"),
    );
    // Every answer that carries a receipt carries its verify link, as the list does.
    return ok(c, await withVerifyUrl(c.get("db"), schoolId, c.get("receiptLinks"), updated));
  })
  .openapi(remove, async (c) => {
    const schoolId = callerSchoolId(c);
    const { transactionId } = c.req.valid("param");
    await deleteTransaction(c.get("db"), schoolId, callerActor(c), transactionId);
    return ok(c, { _id: transactionId });
  })
  .openapi(cancel, async (c) => {
    const schoolId = callerSchoolId(c);
    const { transactionId } = c.req.valid("param");
    const cancelled = await cancelTransaction(
      c.get("db"),
      schoolId,
      callerActor(c),
      transactionId,
      c.req.valid("json").reason,
    );
    return ok(c, await withVerifyUrl(c.get("db"), schoolId, c.get("receiptLinks"), cancelled));
  });
