import { createRoute, z } from "@hono/zod-openapi";
import {
  addLedgerBodySchema,
  deletedResponseSchema,
  ledgerFieldsSchema,
  ledgerListResponseSchema,
  ledgerResponseSchema,
} from "../../../shared/api/ledger";
import { createRouter } from "../../http/create-router";
import { ok } from "../../http/ok";
import { callerActor, callerSchoolId } from "../../http/caller-school";
import { requireRole } from "../../http/require-role";
import { NotFoundError } from "../../services/errors";
import { createLedger } from "../../services/ledgers/create-ledger";
import { deleteLedger } from "../../services/ledgers/delete-ledger";
import { listLedgers } from "../../services/ledgers/list-ledgers";
import { updateLedger } from "../../services/ledgers/update-ledger";
import { errorResponses, fromMiddleware, jsonBody, jsonResponse, ledgerIdParams } from "./openapi-helpers";

const list = createRoute({
  method: "get",
  path: "/ledger/{schoolId}",
  tags: ["ledger"],
  summary: "The school's ledgers with student and transaction counts",
  middleware: requireRole("staff"),
  request: { params: z.object({ schoolId: z.uuid() }) },
  responses: { ...jsonResponse(ledgerListResponseSchema, "Ledgers"), ...errorResponses(...fromMiddleware.memberRead) },
});

const add = createRoute({
  method: "post",
  path: "/ledger/add",
  tags: ["ledger"],
  summary: "Add a ledger (a class in a session year)",
  middleware: requireRole("staff"),
  request: jsonBody(addLedgerBodySchema),
  responses: {
    ...jsonResponse(ledgerResponseSchema, "The new ledger"),
    ...errorResponses(...fromMiddleware.memberWrite, 400, 415),
  },
});

const update = createRoute({
  method: "put",
  path: "/ledger/{ledgerId}",
  tags: ["ledger"],
  summary: "Rename a ledger or change its class or session",
  middleware: requireRole("staff"),
  request: { params: ledgerIdParams, ...jsonBody(ledgerFieldsSchema) },
  responses: {
    ...jsonResponse(ledgerResponseSchema, "The updated ledger"),
    ...errorResponses(...fromMiddleware.memberWrite, 400, 415),
  },
});

const remove = createRoute({
  method: "delete",
  path: "/ledger/{ledgerId}",
  tags: ["ledger"],
  summary: "Delete a ledger with its students and their transactions (owner only)",
  middleware: requireRole("owner"),
  request: { params: ledgerIdParams },
  responses: { ...jsonResponse(deletedResponseSchema, "Deleted"), ...errorResponses(...fromMiddleware.memberWrite) },
});

export const ledgerRoutes = createRouter()
  .openapi(list, async (c) => {
    const schoolId = callerSchoolId(c);
    if (c.req.valid("param").schoolId !== schoolId) throw new NotFoundError("School");
    return ok(c, await listLedgers(c.get("db"), schoolId));
  })
  .openapi(add, async (c) => {
    const schoolId = callerSchoolId(c);
    const { schoolOwnerId, ...fields } = c.req.valid("json");
    if (schoolOwnerId !== schoolId) throw new NotFoundError("School");
    return ok(c, await createLedger(c.get("db"), schoolId, callerActor(c), fields));
  })
  .openapi(update, async (c) => {
    const schoolId = callerSchoolId(c);
    const ledger = await updateLedger(
      c.get("db"),
      schoolId,
      callerActor(c),
      c.req.valid("param").ledgerId,
      c.req.valid("json"),
    );
    return ok(c, ledger);
  })
  .openapi(remove, async (c) => {
    const schoolId = callerSchoolId(c);
    const { ledgerId } = c.req.valid("param");
    await deleteLedger(c.get("db"), schoolId, callerActor(c), ledgerId);
    return ok(c, { _id: ledgerId });
  });
