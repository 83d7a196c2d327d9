/** The query holding the signed-in user (or null); its own module so tests can fake the hook alone. */
export const sessionQueryKey = ["session"] as const;
