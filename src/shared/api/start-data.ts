import type { Ledger } from "./ledger";
import type { LanguageCode } from "./preferences";
import type { School } from "./school";

/** The id of the `<script type="application/json">` element that carries the start data in the HTML. */
export const START_DATA_ELEMENT_ID = "bahi-start-data";

/** The signed-in user as better-auth's session endpoint describes them (no session token). */
export interface StartUser {
  id: string;
  name: string;
  email: string;
  image?: string | null;
}

/**
 * What a signed-in page asks first — who is signed in, their school, its ledgers — answered by the
 * server inside the HTML it serves to that same caller (decision 0033), so the page paints without
 * waiting for three round trips. An answer the server could not give is absent (`school` null is an
 * answer: no school yet), and the page asks that question itself.
 */
export interface StartData {
  user: StartUser;
  /** The language saved on the account (null: none chosen yet, the device keeps its own). */
  language?: LanguageCode | null;
  school?: School | null;
  ledgers?: Ledger[];
  /**
   * The page's own first-screen answers (decision 0044), by API path under /api/v1 as
   * `firstScreenRequests` names them: each the endpoint's whole JSON body. A question that failed is
   * absent, and the page asks it itself.
   */
  answers?: Record<string, unknown>;
}
