import { createHash } from "node:crypto";
import { escapeHtml } from "../../auth/dev-idp/account-chooser-page";
import { formatRupeesForScreen } from "../../../shared/money";

/** Inline styles only (the app's CSP allows no outside script or font); works on a 360 px phone. */
const STYLES = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,"Segoe UI",Roboto,Arial,sans-serif;color:#1f1f1f;background:#f4f6fb}
main{max-width:420px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border:1px solid #d8dde6;border-radius:12px;padding:24px}
.badge{display:inline-block;font-size:12px;background:#fff4d6;color:#7a5200;border-radius:999px;padding:2px 10px}
h1{font-size:20px;margin:12px 0 4px}
.amount{font-size:32px;font-weight:700;margin:8px 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;font-size:14px;margin:0 0 24px}
dt{color:#5f6368}dd{margin:0;overflow-wrap:anywhere}
form{display:inline}
.actions{display:flex;gap:12px;flex-wrap:wrap}
button{min-height:44px;padding:0 20px;border-radius:8px;font:inherit;font-weight:600;cursor:pointer}
.pay{background:#2b59c3;color:#fff;border:0;flex:1}
.fail{background:#fff;color:#b3261e;border:1px solid #b3261e}
`;

/**
 * The checkout pages' own CSP (the app's keeps it, decision 0030): nothing loads, the one inline
 * stylesheet is allowed by its hash, and the forms post only to this origin.
 */
export const CHECKOUT_PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash("sha256").update(STYLES).digest("base64")}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

export interface CheckoutView {
  orderId: string;
  planId: string;
  amountPaise: number;
}

/** The development checkout: the plan and amount, then Pay or Fail. */
export function checkoutPage({ orderId, planId, amountPaise }: CheckoutView): string {
  const amount = formatRupeesForScreen(amountPaise / 100);
  const hidden = `<input type="hidden" name="order_id" value="${escapeHtml(orderId)}">`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development checkout</title><style>${STYLES}</style></head>
<body><main><div class="card">
<span class="badge">Development payment gateway — no real money</span>
<h1>Bahi · ${escapeHtml(planId)}</h1>
<p class="amount">${escapeHtml(amount)}</p>
<dl><dt>Order</dt><dd>${escapeHtml(orderId)}</dd><dt>Plan</dt><dd>${escapeHtml(planId)}</dd></dl>
<div class="actions">
<form method="post" action="pay">${hidden}<button class="pay" type="submit">Pay ${escapeHtml(amount)}</button></form>
<form method="post" action="fail">${hidden}<button class="fail" type="submit">Fail</button></form>
</div></div></main></body></html>`;
}

export const unknownOrderPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Unknown order</title></head><body><main><h1>Unknown order</h1><p>This development checkout does not know that order.</p></main></body></html>`;
