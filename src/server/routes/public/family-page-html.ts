import { createHash } from "node:crypto";
import QRCode from "qrcode";
import type { StatementCharge } from "../../../shared/api/statement";
import { formatRupeesForScreen } from "../../../shared/money";
import { formatPeriod } from "../../../shared/rules/format-period";
import { upiPaymentLink } from "../../../shared/rules/upi-link";
import { escapeHtml } from "../../auth/dev-idp/account-chooser-page";
import type { FamilyPage } from "../../services/families/get-family-page";
import { familyPageTexts, type FamilyPageLanguage, type FamilyPageTexts } from "./family-page-texts";

/** The page's only style, allowed by its hash (no script at all: the page is HTML and one form). */
const STYLE = `body{font:16px/1.45 system-ui,"Noto Sans Devanagari",sans-serif;margin:0;padding:12px;color:#1a1a1a;background:#f6f6f4}
main{max-width:36rem;margin:auto}section{background:#fff;border:1px solid #ddd;border-radius:8px;padding:14px;margin:0 0 12px}
h1{font-size:1.25rem;margin:0}h2{font-size:1.1rem;margin:0 0 6px}h3{font-size:1rem;margin:12px 0 4px}p{margin:4px 0}
.top{display:flex;justify-content:space-between;gap:8px;align-items:flex-start}.lang{white-space:nowrap}
.total{font-size:1.6rem;font-weight:700}.pay{display:block;text-align:center;background:#1e6b34;color:#fff;border-radius:8px;padding:12px;font-weight:700;text-decoration:none;margin:8px 0}
.qr{width:180px;height:180px;display:block;margin:8px auto}.muted{color:#555;font-size:.9rem}
table{width:100%;border-collapse:collapse;font-size:.92rem}th,td{text-align:left;padding:4px 6px;border-bottom:1px solid #eee}td.n,th.n{text-align:right;white-space:nowrap}
label{display:block;margin:8px 0 2px;font-weight:600}input{font:inherit;width:100%;box-sizing:border-box;padding:8px;border:1px solid #aaa;border-radius:6px}
button{font:inherit;font-weight:700;margin-top:10px;width:100%;padding:10px;border:0;border-radius:8px;background:#1d4ed8;color:#fff}
.ok{background:#e6f4ea;color:#1e6b34;padding:8px;border-radius:6px}.err{background:#fde8e8;color:#a11;padding:8px;border-radius:6px}
.pending{color:#8a5a00}.confirmed{color:#1e6b34}.rejected{color:#a11}`;
const STYLE_HASH = `'sha256-${createHash("sha256").update(STYLE).digest("base64")}'`;

/** Nothing loads or runs; the one style by hash; the form posts only to this site. */
export const FAMILY_PAGE_CSP = `default-src 'none'; style-src ${STYLE_HASH}; img-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'`;

const e = escapeHtml;
const rupees = (amount: number) => e(formatRupeesForScreen(amount));

function dateIn(lang: FamilyPageLanguage, iso: string): string {
  return new Intl.DateTimeFormat(lang === "hi" ? "hi-IN" : "en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  }).format(new Date(iso.length === 10 ? `${iso}T00:00:00+05:30` : iso));
}

/** "2025-11" → "Nov 2025", "2025-26/Q2" → "Q2 2025-26": as the app and the receipt name a period. */
function periodIn(lang: FamilyPageLanguage, period: string | null): string {
  return period ? formatPeriod(period, lang) : "";
}

function headOf(lang: FamilyPageLanguage, charge: StatementCharge): string {
  return (lang === "hi" && charge.feeHeadNameHi) || charge.feeHeadName || charge.description;
}

function shell(t: FamilyPageTexts, title: string, body: string): string {
  return `<!doctype html>
<html lang="${t.lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(title)}</title>
<style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

/** The UPI note: the family's reference and the children's first names ("BAHI-7Q4K Aarav Priya"). */
export function upiNoteOf(page: FamilyPage): string {
  const names = page.children.map((child) => child.name.trim().split(/\s+/)[0]).join(" ");
  return `${page.reference} ${names}`.slice(0, 60).trim();
}

export interface FamilyPageState {
  /** Shown after a claim was sent. */
  claimSent?: boolean;
  /** A refused claim's message, with what the parent typed. */
  claimError?: keyof FamilyPageTexts;
  typed?: { utr?: string; amount?: string };
}

/** The parent page: the school, the total and how to pay it, each child's dues and payments, and "I have paid". */
export async function familyPageHtml(
  page: FamilyPage,
  lang: FamilyPageLanguage,
  selfPath: string,
  state: FamilyPageState = {},
): Promise<string> {
  const t = familyPageTexts[lang];
  const other: FamilyPageLanguage = lang === "hi" ? "en" : "hi";
  const { school } = page;
  const phoneDigits = school.phone.replace(/[^\d+]/g, "");
  const header = `<section><div class="top"><div><h1>${e(school.name)}</h1>
<p>${e(school.address)}</p><p>${e(t.schoolPhone)}: <a href="tel:${e(phoneDigits)}">${e(school.phone)}</a></p></div>
<a class="lang" href="${e(selfPath)}?lang=${other}" hreflang="${other}">${e(t.switchTo)}</a></div></section>`;
  const parts = [
    header,
    state.claimSent ? `<p class="ok" role="status">${e(t.claimSent)}</p>` : "",
    await payHtml(page, t),
    ...page.children.map((child) => childHtml(child, t, lang, selfPath)),
    claimFormHtml(page, t, selfPath, state),
    claimsHtml(page, t, lang),
  ];
  return shell(t, `${t.title} — ${school.name}`, parts.join("\n"));
}

/** The total, and the UPI link and QR when the school has a UPI ID; else how to pay at the office. */
async function payHtml(page: FamilyPage, t: FamilyPageTexts): Promise<string> {
  const total = `<p>${e(t.totalDue)}</p><p class="total">${rupees(page.totalDue)}</p>`;
  if (page.totalDue <= 0) return `<section aria-label="${e(t.totalDue)}">${total}<p>${e(t.nothingDue)}</p></section>`;
  const vpa = page.school.upiVpa;
  if (!vpa)
    return `<section aria-label="${e(t.totalDue)}">${total}<h2>${e(t.payAtOffice)}</h2><p>${e(t.payAtOfficeHelp)}</p>
<p>${e(page.school.address)}</p></section>`;
  const note = upiNoteOf(page);
  const link = upiPaymentLink({ vpa, payeeName: page.school.name, amount: page.totalDue, note });
  const svg = await QRCode.toString(link, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  const label = t.payByUpi.replace("{amount}", formatRupeesForScreen(page.totalDue));
  return `<section aria-label="${e(t.totalDue)}">${total}
<a class="pay" href="${e(link)}">${e(label)}</a>
<p class="muted">${e(t.upiNote)}: <strong>${e(note)}</strong> · ${e(vpa)}</p>
<div class="qr" role="img" aria-label="UPI QR">${svg.replace("<svg ", '<svg width="180" height="180" ')}</div>
<p class="muted">${e(t.upiHelp)}</p></section>`;
}

function childHtml(
  child: FamilyPage["children"][number],
  t: FamilyPageTexts,
  lang: FamilyPageLanguage,
  selfPath: string,
): string {
  const dues = child.outstanding.length
    ? `<table><thead><tr><th>${e(t.head)}</th><th>${e(t.period)}</th><th>${e(t.due)}</th><th class="n">${e(t.amount)}</th></tr></thead><tbody>${child.outstanding
        .map(
          (charge) =>
            `<tr><td>${e(headOf(lang, charge))}</td><td>${e(periodIn(lang, charge.period))}</td><td>${e(dateIn(lang, charge.dueDate))}</td><td class="n">${rupees(charge.outstanding)}</td></tr>`,
        )
        .join("")}</tbody></table>`
    : `<p>${e(t.nothingOutstanding)}</p>`;
  const concessions = child.concessions.length
    ? `<h3>${e(t.concessions)}</h3><table><tbody>${child.concessions
        .map(
          (charge) =>
            `<tr><td>${e(headOf(lang, charge))} ${e(periodIn(lang, charge.period))}</td><td class="n">${rupees(charge.concessionAmount)}</td></tr>`,
        )
        .join("")}</tbody></table>`
    : "";
  const payments = child.payments.length
    ? `<table><thead><tr><th>${e(t.date)}</th><th>${e(t.receipt)}</th><th class="n">${e(t.amount)}</th><th></th></tr></thead><tbody>${child.payments
        .map(
          (payment) =>
            `<tr><td>${e(dateIn(lang, payment.date))}</td><td>${e(payment.receiptNo)}</td><td class="n">${rupees(payment.amount)}</td><td><a href="${e(
              `${selfPath}/receipts/${payment.transactionId}.pdf`,
            )}" download>${e(t.receiptPdf)}</a>${
              payment.verifyUrl ? ` · <a href="${e(payment.verifyUrl)}">${e(t.verify)}</a>` : ""
            }</td></tr>`,
        )
        .join("")}</tbody></table>`
    : `<p>${e(t.noPayments)}</p>`;
  return `<section><h2>${e(child.name)}</h2><p>${e(t.class)}: ${e(child.ledgerName)} · ${e(t.balance)}: <strong>${rupees(child.balance)}</strong></p>
<h3>${e(t.outstanding)}</h3>${dues}${concessions}<h3>${e(t.payments)}</h3>${payments}</section>`;
}

function claimFormHtml(page: FamilyPage, t: FamilyPageTexts, selfPath: string, state: FamilyPageState): string {
  const typed = state.typed ?? {};
  const amount = typed.amount ?? (page.totalDue > 0 ? String(page.totalDue) : "");
  const split =
    page.children.length > 1
      ? `<p class="muted">${e(t.splitHelp)}</p>${page.children
          .map(
            (child) =>
              `<label for="split-${e(child.studentId)}">${e(child.name)} (₹)</label><input id="split-${e(child.studentId)}" name="split.${e(child.studentId)}" inputmode="decimal">`,
          )
          .join("")}`
      : "";
  const error = state.claimError ? `<p class="err" role="alert">${e(t[state.claimError])}</p>` : "";
  return `<section><h2>${e(t.paid)}</h2><p class="muted">${e(t.paidHelp)}</p>${error}
<form method="post" action="${e(selfPath)}/claims">
<label for="utr">${e(t.utr)}</label><input id="utr" name="utr" inputmode="numeric" autocomplete="off" pattern="[0-9 ]{12,16}" required value="${e(typed.utr ?? "")}">
<label for="amount">${e(t.paidAmount)}</label><input id="amount" name="amount" inputmode="decimal" required value="${e(amount)}">
${split}<button type="submit">${e(t.send)}</button></form></section>`;
}

function claimsHtml(page: FamilyPage, t: FamilyPageTexts, lang: FamilyPageLanguage): string {
  if (page.claims.length === 0) return "";
  const status = (claim: FamilyPage["claims"][number]) => {
    const word = claim.status === "confirmed" ? t.confirmed : claim.status === "rejected" ? t.rejected : t.pending;
    const reason = claim.rejectReason ? ` — ${e(t.reason)}: ${e(claim.rejectReason)}` : "";
    return `<span class="${e(claim.status)}">${e(word)}</span>${reason}`;
  };
  return `<section><h2>${e(t.claims)}</h2><table><tbody>${page.claims
    .map(
      (claim) =>
        `<tr><td>${e(dateIn(lang, claim.createdAt))}<br>UTR ${e(claim.utr)}</td><td class="n">${rupees(claim.amount)}</td><td>${status(claim)}</td></tr>`,
    )
    .join("")}</tbody></table></section>`;
}

/** A wrong, malformed or revoked code: the same words every time, nothing of any school. */
export function familyNotFoundHtml(lang: FamilyPageLanguage): string {
  const t = familyPageTexts[lang];
  const other = familyPageTexts[lang === "hi" ? "en" : "hi"];
  return shell(
    t,
    `${t.notFound} / ${other.notFound}`,
    `<section><h1>${e(t.notFound)}</h1><p>${e(t.notFoundHelp)}</p><p lang="${other.lang}">${e(other.notFound)}. ${e(other.notFoundHelp)}</p></section>`,
  );
}
