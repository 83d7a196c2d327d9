/** The provider id the server registers with genericOAuth (Google, or the development stand-in). */
export const GOOGLE_PROVIDER = "google";
