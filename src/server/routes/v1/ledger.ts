import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import {
  addLedgerBodySchema,
  deletedResponseSchema,
  ledgerFieldsSchema,
  ledgerListResponseSchema,
  ledgerResponseSchema,
} from "../../../shared/api/ledger";
import type { AppEnv } from "../../http/app-env";
import { callerSchoolId } from "../../http/caller-school";
import { validationHook } from "../../http/validation-hook";
import { NotFoundError } from "../../services/errors";
import { createLedger } from "../../services/ledgers/create-ledger";
import { deleteLedger } from "../../services/ledgers/delete-ledger";
import { listLedgers } from "../../services/ledgers/list-ledgers";
import { updateLedger } from "../../services/ledgers/update-ledger";
import { jsonBody, jsonResponse } from "./openapi-helpers";

const list = createRoute({
  method: "get",
  path: "/ledger/{schoolId}",
  tags: ["ledger"],
  summary: "The school's ledgers with student and transaction counts",
  request: { params: z.object({ schoolId: z.uuid() }) },
  responses: jsonResponse(ledgerListResponseSchema, "Ledgers"),
});

const add = createRoute({
  method: "post",
  path: "/ledger/add",
  tags: ["ledger"],
  summary: "Add a ledger (a class in a session year)",
  request: jsonBody(addLedgerBodySchema),
  responses: jsonResponse(ledgerResponseSchema, "The new ledger"),
});

const update = createRoute({
  method: "put",
  path: "/ledger/{ledgerId}",
  tags: ["ledger"],
  summary: "Rename a ledger or change its class or session",
  request: { params: z.object({ ledgerId: z.uuid() }), ...jsonBody(ledgerFieldsSchema) },
  responses: jsonResponse(ledgerResponseSchema, "The updated ledger"),
});

const remove = createRoute({
  method: "delete",
  path: "/ledger/{ledgerId}",
  tags: ["ledger"],
  summary: "Delete a ledger with its students and their transactions",
  request: { params: z.object({ ledgerId: z.uuid() }) },
  responses: jsonResponse(deletedResponseSchema, "Deleted"),
});

export const ledgerRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(list, async (c) => {
    const schoolId = await callerSchoolId(c);
    if (c.req.valid("param").schoolId !== schoolId) throw new NotFoundError("School");
    return c.json({ success: true as const, data: await listLedgers(c.var.db, schoolId) }, 200);
  })
  .openapi(add, async (c) => {
    const schoolId = await callerSchoolId(c);
    const { schoolOwnerId, ...fields } = c.req.valid("json");
    if (schoolOwnerId !== schoolId) throw new NotFoundError("School");
    return c.json({ success: true as const, data: await createLedger(c.var.db, schoolId, fields) }, 200);
  })
  .openapi(update, async (c) => {
    const schoolId = await callerSchoolId(c);
    const ledger = await updateLedger(c.var.db, schoolId, c.req.valid("param").ledgerId, c.req.valid("json"));
    return c.json({ success: true as const, data: ledger }, 200);
  })
  .openapi(remove, async (c) => {
    const schoolId = await callerSchoolId(c);
    const { ledgerId } = c.req.valid("param");
    await deleteLedger(c.var.db, schoolId, ledgerId);
    return c.json({ success: true as const, data: { _id: ledgerId } }, 200);
  });
