/** What a request needs to print a receipt's public link: the server secret codes derive from, and the public URL. */
export interface ReceiptLinks {
  /** The session secret (BETTER_AUTH_SECRET, or the desk's generated one): the same on every instance. */
  secret: string;
  /** BETTER_AUTH_URL without a trailing slash, as browsers reach the app. */
  publicUrl: string;
}
