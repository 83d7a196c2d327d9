import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./app-env";
import { validationHook } from "./validation-hook";

/** Every /api/v1 router: typed context and the one validation hook (400 with field issues, bad path id → 404). */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}
