import { createHash } from "node:crypto";
import { formatRupeesForScreen } from "../../../shared/money";
import { escapeHtml } from "../../auth/dev-idp/account-chooser-page";
import type { VerifiedReceipt } from "../../services/receipt-verify/find-verified-receipt";

/** The page's only style, allowed by its hash in the page's own CSP (no script at all). */
const STYLE = `body{font:16px/1.5 system-ui,"Noto Sans Devanagari",sans-serif;margin:0;padding:24px;color:#1a1a1a;background:#f6f6f4}
main{max-width:32rem;margin:auto;background:#fff;border:1px solid #ddd;border-radius:8px;padding:20px}
h1{font-size:1.2rem;margin:0 0 4px}p{margin:4px 0}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px}
dt{color:#555}dd{margin:0;font-weight:600}.status{font-size:1.3rem;font-weight:700;padding:8px 12px;border-radius:6px}
.valid{background:#e6f4ea;color:#1e6b34}.cancelled{background:#fde8e8;color:#a11}`;
const STYLE_HASH = `'sha256-${createHash("sha256").update(STYLE).digest("base64")}'`;

/** Nothing loads, runs or frames; the one style by hash. */
export const PAGE_CSP = `default-src 'none'; style-src ${STYLE_HASH}; img-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

const dateIn = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" }).format(
    new Date(iso.length === 10 ? `${iso}T00:00:00+05:30` : iso),
  );
/** English, then Hindi, of one date: the page is read by parents and inspectors of either language. */
const bothDates = (iso: string) => `${dateIn("en-IN", iso)} / ${dateIn("hi-IN", iso)}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

/** A real receipt or refund voucher: the school, its number, date, amount, student and whether it stands. */
export function verifiedReceiptPage(receipt: VerifiedReceipt): string {
  const isReceipt = receipt.kind === "receipt";
  const status = receipt.cancelledAt
    ? `<p class="status cancelled">Cancelled on ${escapeHtml(dateIn("en-IN", receipt.cancelledAt))} / ${escapeHtml(dateIn("hi-IN", receipt.cancelledAt))} को रद्द</p>
<p>This ${isReceipt ? "receipt" : "refund voucher"} was cancelled and is no longer valid. / यह ${isReceipt ? "रसीद" : "वापसी वाउचर"} रद्द हो चुकी है और मान्य नहीं है।</p>`
    : `<p class="status valid">Valid / मान्य</p>
<p>This ${isReceipt ? "receipt" : "refund voucher"} was issued by the school below. / यह ${isReceipt ? "रसीद" : "वापसी वाउचर"} नीचे दिए विद्यालय ने जारी की है।</p>`;
  const rows: [string, string][] = [
    [isReceipt ? "Receipt no. / रसीद सं." : "Refund no. / वापसी सं.", receipt.number],
    ["Date / दिनांक", bothDates(receipt.date)],
    ["Amount / राशि", formatRupeesForScreen(receipt.amountRupees)],
    ["Student / विद्यार्थी", receipt.studentName],
  ];
  return page(
    `${receipt.number} — ${receipt.schoolName}`,
    `<h1>${escapeHtml(receipt.schoolName)}</h1>
<p>${escapeHtml(receipt.schoolAddress)}</p>
${status}
<dl>${rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join("")}</dl>`,
  );
}

/** A wrong or malformed code: the same words either way, and nothing of any school. */
export function unknownReceiptPage(): string {
  return page(
    "Receipt not found / रसीद नहीं मिली",
    `<h1>Receipt not found / रसीद नहीं मिली</h1>
<p>No receipt has this code. Check the address printed under the QR code, letter by letter.</p>
<p>इस कोड की कोई रसीद नहीं है। QR कोड के नीचे छपा पता अक्षर-दर-अक्षर जाँचें।</p>`,
  );
}
