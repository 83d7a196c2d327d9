const KEY = "bahi.checkout-from";

/** Remembers the page a purchase started from, so the payment result can send the buyer back to it. */
export function rememberCheckoutOrigin(): void {
  try {
    sessionStorage.setItem(KEY, window.location.pathname + window.location.search);
  } catch {
    // Storage refused (private mode, quota): the result page falls back to the home page.
  }
}

/** The remembered page, only if it is a path on this site ("//host" would leave it); "/" otherwise. */
export function checkoutOrigin(): string {
  let path: string | null;
  try {
    path = sessionStorage.getItem(KEY);
  } catch {
    path = null;
  }
  return path && path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\") ? path : "/";
}
