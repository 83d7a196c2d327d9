import type { Database } from "../../db/database";

/** BILLING, BILLING_TRIAL_DAYS and BILLING_WELCOME_COINS, parsed by env.ts. */
export interface BillingSettings {
  enabled: boolean;
  trialDays: number;
  welcomeCoins: number;
}

export const defaultBillingSettings: BillingSettings = { enabled: true, trialDays: 30, welcomeCoins: 20 };

/**
 * Billing is a property of the deployment, i.e. of its database. Keyed by the database object so
 * services that only receive `db` (requirePremium, createSchool) see it without a process global.
 */
const settingsByDatabase = new WeakMap<object, BillingSettings>();

export function configureBilling(db: Database, settings: BillingSettings): void {
  settingsByDatabase.set(db, settings);
}

export function billingSettings(db: Pick<Database, "execute">): BillingSettings {
  return settingsByDatabase.get(db) ?? defaultBillingSettings;
}
