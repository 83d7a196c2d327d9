import { describe, expect, it } from "vitest";
import { accountIdForEmail, DevAccountStore, validateSignInFields } from "./dev-accounts";

describe("accountIdForEmail", () => {
  it("is stable, case-insensitive and shaped like dev-<24 hex>", () => {
    const id = accountIdForEmail("asha@example.in");
    expect(id).toMatch(/^dev-[0-9a-f]{24}$/);
    expect(accountIdForEmail(" ASHA@Example.IN ")).toBe(id);
    expect(accountIdForEmail("ravi@example.in")).not.toBe(id);
  });
});

describe("validateSignInFields", () => {
  it("trims the name and lower-cases the e-mail", () => {
    expect(validateSignInFields({ name: "  Asha Verma ", email: " Asha@Example.in " })).toEqual({
      ok: true,
      value: { name: "Asha Verma", email: "asha@example.in" },
    });
  });

  it("reports each bad field with a message", () => {
    const result = validateSignInFields({ name: "   ", email: "nope" });
    expect(result).toMatchObject({ ok: false, errors: { name: "Enter a name" } });
    expect(result.ok === false && result.errors.email).toMatch(/valid email/);
    expect(validateSignInFields({ name: null, email: null })).toMatchObject({
      ok: false,
      errors: { name: "Enter a name", email: "Enter an email" },
    });
  });

  it("limits the name to 100 characters", () => {
    expect(validateSignInFields({ name: "x".repeat(100), email: "a@example.in" }).ok).toBe(true);
    expect(validateSignInFields({ name: "x".repeat(101), email: "a@example.in" })).toMatchObject({
      ok: false,
      errors: { name: "Use at most 100 characters" },
    });
  });
});

describe("DevAccountStore", () => {
  it("remembers the latest name for an e-mail", () => {
    const store = new DevAccountStore();
    const first = store.remember({ name: "Asha", email: "asha@example.in" });
    const second = store.remember({ name: "Asha Verma", email: "asha@example.in" });
    expect(second.accountId).toBe(first.accountId);
    expect(store.find(first.accountId)).toEqual({
      accountId: first.accountId,
      name: "Asha Verma",
      email: "asha@example.in",
    });
    expect(store.find("dev-unknown")).toBeUndefined();
  });
});
