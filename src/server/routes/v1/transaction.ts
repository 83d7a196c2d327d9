import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { deletedResponseSchema } from "../../../shared/api/ledger";
import {
  addTransactionBodySchema,
  transactionListResponseSchema,
  transactionResponseSchema,
} from "../../../shared/api/transaction";
import type { AppEnv } from "../../http/app-env";
import { callerSchoolId } from "../../http/caller-school";
import { validationHook } from "../../http/validation-hook";
import { createTransaction } from "../../services/transactions/create-transaction";
import { deleteTransaction } from "../../services/transactions/delete-transaction";
import { listTransactions } from "../../services/transactions/list-transactions";
import { jsonBody, jsonResponse } from "./openapi-helpers";

const list = createRoute({
  method: "get",
  path: "/transactions/student/{studentId}",
  tags: ["transaction"],
  summary: "A student's Dues and Received, oldest first",
  request: { params: z.object({ studentId: z.uuid() }) },
  responses: jsonResponse(transactionListResponseSchema, "Transactions"),
});

const add = createRoute({
  method: "post",
  path: "/transactions/add",
  tags: ["transaction"],
  summary: "Record Dues (Debit) or money Received (Credit)",
  request: jsonBody(addTransactionBodySchema),
  responses: jsonResponse(transactionResponseSchema, "The new transaction"),
});

const remove = createRoute({
  method: "delete",
  path: "/transactions/{transactionId}",
  tags: ["transaction"],
  summary: "Delete a transaction",
  request: { params: z.object({ transactionId: z.uuid() }) },
  responses: jsonResponse(deletedResponseSchema, "Deleted"),
});

export const transactionRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(list, async (c) => {
    const schoolId = await callerSchoolId(c);
    return c.json({ success: true as const, data: await listTransactions(c.var.db, schoolId, c.req.valid("param").studentId) }, 200);
  })
  .openapi(add, async (c) => {
    const schoolId = await callerSchoolId(c);
    return c.json({ success: true as const, data: await createTransaction(c.var.db, schoolId, c.req.valid("json")) }, 200);
  })
  .openapi(remove, async (c) => {
    const schoolId = await callerSchoolId(c);
    const { transactionId } = c.req.valid("param");
    await deleteTransaction(c.var.db, schoolId, transactionId);
    return c.json({ success: true as const, data: { _id: transactionId } }, 200);
  });
