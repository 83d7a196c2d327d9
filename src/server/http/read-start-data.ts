import { firstScreenRequests } from "../../shared/api/first-screen";
import type { Ledger } from "../../shared/api/ledger";
import type { Preferences } from "../../shared/api/preferences";
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
 * The first questions a signed-in page asks — the session, the school, its ledgers and, given the
 * page's URL, what its first screen shows (decision 0044) — put to the app's
 * own endpoints with the caller's own cookie (decision 0033). Asking the API rather than its services
 * keeps one set of rules: the same session check, rate limit, membership, role and staff access, so
 * the answers are exactly those the page would have fetched, scoped to the caller's school. A
 * question that fails is left out, and the page asks it again itself.
 */
export async function readStartData(askApp: AskApp, cookie: string, page?: URL): Promise<StartDataAnswer> {
  const ask = (path: string) => askApp(path, { headers: { cookie, accept: "application/json" } });
  const session = await ask("/api/auth/get-session");
  const setCookies = session.headers.getSetCookie();
  const user = session.ok ? startUser(((await session.json()) as { user?: StartUser } | null)?.user) : null;
  if (!user) return { data: null, setCookies };

  // The page's own first answers (decision 0044) need only the session: asked beside the school,
  // as is the account's language, which the page starts in (no flash of another language).
  const answers = page ? firstScreenAnswers(ask, page) : undefined;
  const preferences = apiData<Preferences>(ask, "/api/v1/me/preferences").catch(() => undefined);
  const school = await apiData<School | null>(ask, `/api/v1/school/uid/${encodeURIComponent(user.id)}`);
  const account = await preferences;
  const withUser = { user, ...(account ? { language: account.language } : {}) };
  if (!school) {
    await answers; // Not left running after the response; without a school they are refusals anyway.
    return { data: school === undefined ? withUser : { ...withUser, school }, setCookies };
  }
  const ledgers = await apiData<Ledger[]>(ask, `/api/v1/ledger/${encodeURIComponent(school._id)}`);
  const firstScreen = await answers;
  return {
    data: {
      ...withUser,
      school,
      ...(ledgers ? { ledgers } : {}),
      ...(firstScreen ? { answers: firstScreen } : {}),
    },
    setCookies,
  };
}

/** The bodies of the page's first-screen questions that succeeded, by path; undefined when none did. */
async function firstScreenAnswers(ask: (path: string) => Response | Promise<Response>, page: URL) {
  const requests = firstScreenRequests(page.pathname, page.search);
  const bodies = await Promise.all(
    requests.map(async ({ path }) => {
      try {
        const response = await ask(`/api/v1${path}`);
        return response.ok ? ([path, (await response.json()) as unknown] as const) : undefined;
      } catch {
        return undefined; // The page asks it itself, and shows its error if it fails again.
      }
    }),
  );
  const answered = bodies.filter((body) => body !== undefined);
  return answered.length ? Object.fromEntries(answered) : undefined;
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
