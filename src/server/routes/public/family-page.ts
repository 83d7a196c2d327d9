import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { getCookie, setCookie } from "hono/cookie";
import { errorCodes } from "../../../shared/api/envelope";
import { DUPLICATE_UTR, paymentClaimBodySchema } from "../../../shared/api/family";
import type { AppEnv } from "../../http/app-env";
import type { RateLimiters } from "../../http/rate-limit";
import { errorBody } from "../../http/error-envelope";
import { ServiceError } from "../../services/errors";
import { findFamilyByCode, type FamilyByCode } from "../../services/families/find-family-by-code";
import { familyReceiptPdf } from "../../services/families/family-receipt-pdf";
import { getFamilyPage } from "../../services/families/get-family-page";
import { createPaymentClaim } from "../../services/payment-claims/create-payment-claim";
import { FAMILY_PAGE_CSP, familyNotFoundHtml, familyPageHtml, type FamilyPageState } from "./family-page-html";
import type { FamilyPageLanguage } from "./family-page-texts";

/** Wrong parent-page codes a minute from one IP before every answer there is 429 (issue 29). */
export const WRONG_FAMILY_CODES_PER_MIN = 30;
const LANGUAGE_COOKIE = "bahi-parent-lang";

/** `?lang=` (remembered in a cookie for a year), else the cookie, else the browser's first choice. */
function languageOf(c: Context<AppEnv>): FamilyPageLanguage {
  const asked = c.req.query("lang");
  if (asked === "hi" || asked === "en") {
    setCookie(c, LANGUAGE_COOKIE, asked, { path: "/p", maxAge: 365 * 24 * 3600, sameSite: "Lax", httpOnly: true });
    return asked;
  }
  const kept = getCookie(c, LANGUAGE_COOKIE);
  if (kept === "hi" || kept === "en") return kept;
  return /^\s*hi\b/i.test(c.req.header("accept-language") ?? "") ? "hi" : "en";
}

/**
 * GET /p/{code}: the family's page for parents (no sign-in); GET /p/{code}/receipts/{transactionId}.pdf,
 * a payment's receipt as the school prints it, drawn on the server since the page runs no script; and
 * POST /p/{code}/claims, "I have paid" (a form from the page, or JSON). Every answer is noindex, never cached and under the page's own
 * CSP. Only wrong codes count against an IP: after WRONG_FAMILY_CODES_PER_MIN in a minute every
 * request from it is 429 for the rest of the minute, so a parent reloading their page is never refused.
 */
export function familyPageRoutes(
  ipOf: (c: Context<AppEnv>) => string,
  wrongCodes: NonNullable<RateLimiters["wrongFamilyCodes"]>,
) {
  const tooMany = async (c: Context<AppEnv>) => {
    const seen = await wrongCodes.get(ipOf(c));
    if (!seen || seen.consumedPoints < WRONG_FAMILY_CODES_PER_MIN) return null;
    c.header("Retry-After", String(Math.max(1, Math.ceil(seen.msBeforeNext / 1000))));
    return c.json(errorBody(errorCodes.RATE_LIMITED, "Too many requests. Please wait a moment and try again."), 429);
  };
  /** The family of the path's code, or the answer to give: 429 when over the limit, 404 for a wrong code. */
  const familyOr = async (c: Context<AppEnv>): Promise<FamilyByCode | Response> => {
    const refused = await tooMany(c);
    if (refused) return refused;
    const found = await findFamilyByCode(c.get("db"), c.req.param("code") ?? "");
    if (found) return found;
    await wrongCodes.penalty(ipOf(c), 1);
    return c.html(familyNotFoundHtml(languageOf(c)), 404);
  };
  const render = async (
    c: Context<AppEnv>,
    owner: FamilyByCode,
    state: FamilyPageState = {},
    status: 200 | 400 | 409 = 200,
  ) => {
    const page = await getFamilyPage(c.get("db"), owner, c.get("receiptLinks"));
    const selfPath = `/p/${c.req.param("code")!.trim().toLowerCase()}`;
    return c.html(await familyPageHtml(page, languageOf(c), selfPath, state), status);
  };

  return new Hono<AppEnv>()
    .use("/p/*", async (c, next) => {
      await next();
      c.res.headers.set("X-Robots-Tag", "noindex");
      c.res.headers.set("Cache-Control", "no-store");
      c.res.headers.set("Content-Security-Policy", FAMILY_PAGE_CSP);
    })
    .get("/p/:code", async (c) => {
      const owner = await familyOr(c);
      if (owner instanceof Response) return owner;
      return render(c, owner, { claimSent: c.req.query("claimed") === "1" });
    })
    .get("/p/:code/receipts/:file", async (c) => {
      const owner = await familyOr(c);
      if (owner instanceof Response) return owner;
      // Any id but a numbered Received of this family's children is the wrong code's 404, word for word.
      const id = /^(.+)\.pdf$/.exec(c.req.param("file"))?.[1];
      const language = languageOf(c);
      const pdf = id ? await familyReceiptPdf(c.get("db"), owner, id, c.get("receiptLinks"), language) : null;
      if (!pdf) return c.html(familyNotFoundHtml(language), 404);
      return c.body(pdf.bytes as Uint8Array<ArrayBuffer>, 200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${pdf.fileName}"`,
      });
    })
    .post(
      "/p/:code/claims",
      bodyLimit({
        maxSize: 16 * 1024,
        onError: (c) => c.json(errorBody(errorCodes.PAYLOAD_TOO_LARGE, "The request is too large."), 413),
      }),
      async (c) => {
        const owner = await familyOr(c);
        if (owner instanceof Response) return owner;
        const json = (c.req.header("content-type") ?? "").includes("application/json");
        return json ? claimFromJson(c, owner) : claimFromForm(c, owner, render);
      },
    )
    .all("/p/*", (c) => c.html(familyNotFoundHtml(languageOf(c)), 404));
}

/** JSON in, the API's envelope out: 201 with the claim's id, or the error envelope (400, 409 DUPLICATE_UTR). */
async function claimFromJson(c: Context<AppEnv>, owner: FamilyByCode) {
  const body: unknown = await c.req.json().catch(() => undefined);
  const parsed = paymentClaimBodySchema.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
    return c.json(errorBody(errorCodes.VALIDATION, "Check the highlighted fields.", issues), 400);
  }
  return c.json({ success: true, data: await createPaymentClaim(c.get("db"), owner, parsed.data) }, 201);
}

type Render = (
  c: Context<AppEnv>,
  owner: FamilyByCode,
  state?: FamilyPageState,
  status?: 200 | 400 | 409,
) => Promise<Response>;

/** The page's form: back to the page (303) once sent; else the page again with the reason and what was typed. */
async function claimFromForm(c: Context<AppEnv>, owner: FamilyByCode, render: Render) {
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const text = (name: string) => (typeof form[name] === "string" ? (form[name] as string).trim() : "");
  const split = Object.keys(form)
    .filter((name) => name.startsWith("split.") && text(name) !== "")
    .map((name) => ({ studentId: name.slice("split.".length), amount: text(name) }));
  const typed = { utr: text("utr").slice(0, 40), amount: text("amount").slice(0, 20) };
  const parsed = paymentClaimBodySchema.safeParse({
    utr: text("utr"),
    amount: text("amount"),
    split: split.length ? split : undefined,
  });
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? "");
    const claimError = field === "utr" ? "errorUtr" : field === "split" ? "errorSplit" : "errorAmount";
    return render(c, owner, { claimError, typed }, 400);
  }
  try {
    await createPaymentClaim(c.get("db"), owner, parsed.data);
  } catch (error) {
    if (!(error instanceof ServiceError) || (error.status !== 400 && error.status !== 409)) throw error;
    const claimError = error.code === DUPLICATE_UTR ? "errorDuplicate" : "errorSplit";
    return render(c, owner, { claimError, typed }, error.status === 409 ? 409 : 400);
  }
  return c.redirect(`/p/${c.req.param("code")!.trim().toLowerCase()}?claimed=1`, 303);
}
