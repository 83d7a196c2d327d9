import { createHash } from "node:crypto";
import { z } from "zod";

export const MAX_NAME_LENGTH = 100;
const MAX_EMAIL_LENGTH = 254;

export interface DevAccount {
  accountId: string;
  name: string;
  email: string;
}

export interface SignInFields {
  name: string;
  email: string;
}

export type SignInFieldErrors = Partial<Record<keyof SignInFields, string>>;

export type SignInValidation =
  { ok: true; value: SignInFields } | { ok: false; values: SignInFields; errors: SignInFieldErrors };

/** Same e-mail, same account id, across restarts: the app links users by this `sub`. */
export function accountIdForEmail(email: string): string {
  const digest = createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
  return `dev-${digest.slice(0, 24)}`;
}

const emailSchema = z.email();

/** Validates the chooser form; e-mails are lower-cased like Google returns them. */
export function validateSignInFields(raw: { name?: string | null; email?: string | null }): SignInValidation {
  const values = { name: (raw.name ?? "").trim(), email: (raw.email ?? "").trim().toLowerCase() };
  const errors: SignInFieldErrors = {};
  if (values.name === "") errors.name = "Enter a name";
  else if (values.name.length > MAX_NAME_LENGTH) errors.name = `Use at most ${MAX_NAME_LENGTH} characters`;
  if (values.email === "") errors.email = "Enter an email";
  else if (values.email.length > MAX_EMAIL_LENGTH || !emailSchema.safeParse(values.email).success) {
    errors.email = "Enter a valid email, like name@example.com";
  }
  return errors.name || errors.email ? { ok: false, values, errors } : { ok: true, value: values };
}

/** In-memory directory of whoever signed in; the provider's tokens live in memory too, so nothing outlives a restart. */
export class DevAccountStore {
  readonly #accounts = new Map<string, DevAccount>();

  /** The latest name given for an e-mail wins, so a typo can be fixed by signing in again. */
  remember(fields: SignInFields): DevAccount {
    const account = { accountId: accountIdForEmail(fields.email), name: fields.name, email: fields.email };
    this.#accounts.set(account.accountId, account);
    return account;
  }

  find(accountId: string): DevAccount | undefined {
    return this.#accounts.get(accountId);
  }
}
