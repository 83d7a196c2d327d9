import type { Ledger } from "../../shared/api/ledger";
import type { School } from "../../shared/api/school";
import type { StartData, StartUser } from "../../shared/api/start-data";

/** A request to this same app (`app.request`), answered in process. */
export type AskApp = (path: string, init: RequestInit) => Response | Promise<Response>;

export interface StartDataAnswer {
  /** null: nobody is signed in with these cookies (or the check failed); the page then asks itself. */
  data: StartData | null;
  /** better-auth's cookie refreshes from the session check, for the HTML response to carry. */
  setCookies: string[];
}

/**
 * The first questions a signed-in page asks — the session, the school, its ledgers — put to the app's
 * own endpoints with the caller's own cookie (decision 0033). Asking the API rather than its services
 * keeps one set of rules: the same session check, rate limit, membership, role and staff access, so
 * the answers are exactly those the page would have fetched, scoped to the caller's school. A
 * question that fails is left out, and the page asks it again itself.
 */
export async function readStartData(askApp: AskApp, cookie: string): Promise<StartDataAnswer> {
  const ask = (path: string) => askApp(path, { headers: { cookie, accept: "application/json" } });
  const session = await ask("/api/auth/get-session");
  const setCookies = session.headers.getSetCookie();
  const user = session.ok ? startUser(((await session.json()) as { user?: StartUser } | null)?.user) : null;
  if (!user) return { data: null, setCookies };

  const school = await apiData<School | null>(ask, `/api/v1/school/uid/${encodeURIComponent(user.id)}`);
  if (school === undefined) return { data: { user }, setCookies };
  const ledgers = school ? await apiData<Ledger[]>(ask, `/api/v1/ledger/${encodeURIComponent(school._id)}`) : undefined;
  return { data: { user, school, ...(ledgers ? { ledgers } : {}) }, setCookies };
}

/** Only the fields the client keeps: the session endpoint's answer also holds the session's token. */
function startUser(user: StartUser | undefined): StartUser | null {
  return user ? { id: user.id, name: user.name, email: user.email, image: user.image ?? null } : null;
}

/** An envelope's `data`, or undefined when the call did not succeed. */
async function apiData<T>(ask: (path: string) => Response | Promise<Response>, path: string): Promise<T | undefined> {
  const response = await ask(path);
  if (!response.ok) return undefined;
  return ((await response.json()) as { data: T }).data;
}
