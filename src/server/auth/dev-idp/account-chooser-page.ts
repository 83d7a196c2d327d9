import { createHash } from "node:crypto";
import { MAX_NAME_LENGTH, type SignInFieldErrors, type SignInFields } from "./dev-accounts";

/** localStorage key under which the browser remembers accounts used before. */
export const REMEMBERED_ACCOUNTS_KEY = "bahi.dev-idp.accounts";

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/*
 * Everything the pages need is inline: system fonts, inline CSS and SVG, one hashed inline script.
 * The CSP makes "nothing loads from the internet" hold in the browser, not just by inspection.
 */
const STYLES = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:Roboto,"Segoe UI",system-ui,Arial,Helvetica,sans-serif;color:#1f1f1f;background:#fff;line-height:1.4}
main{max-width:450px;margin:0 auto;padding:24px 16px}
@media (min-width:600px){body{background:#f0f4f9}main{margin:48px auto;padding:40px;background:#fff;border:1px solid #dadce0;border-radius:8px}}
.brand{display:flex;justify-content:center;align-items:center;gap:8px;font-size:20px;font-weight:500}
.brand-mark{width:32px;height:32px;border-radius:8px;background:#0b57d0;color:#fff;display:flex;align-items:center;justify-content:center;font-weight:700}
h1{font-size:24px;font-weight:400;text-align:center;margin:16px 0 8px}
.subtitle{text-align:center;margin:0 0 24px;font-size:16px}
.accounts{list-style:none;margin:0;padding:0;border-top:1px solid #dadce0}
.account{display:flex;width:100%;align-items:center;gap:12px;padding:12px 8px;background:none;border:0;border-bottom:1px solid #dadce0;text-align:left;font:inherit;color:inherit;cursor:pointer}
.account:hover,.account:focus-visible{background:#f1f3f4}
.avatar{flex:none;width:32px;height:32px;border-radius:50%;display:flex;align-items:center;justify-content:center;color:#fff;font-weight:500}
.account-text{min-width:0;display:flex;flex-direction:column}
.account-name{font-weight:500;font-size:14px;overflow-wrap:anywhere}
.account-email{font-size:12px;color:#5f6368;overflow-wrap:anywhere}
h2{font-size:16px;font-weight:500;display:flex;align-items:center;gap:12px;margin:24px 0 16px}
.field{margin-bottom:16px}
label{display:block;font-size:14px;margin-bottom:4px;color:#444746}
input{width:100%;height:48px;padding:0 12px;font:inherit;font-size:16px;color:inherit;border:1px solid #747775;border-radius:4px;background:#fff}
input:focus{outline:2px solid #0b57d0;outline-offset:-1px;border-color:#0b57d0}
input[aria-invalid=true]{border-color:#b3261e}
.error{color:#b3261e;font-size:13px;margin:4px 0 0}
.actions{display:flex;justify-content:flex-end;align-items:center;gap:16px}
.primary{background:#0b57d0;color:#fff;border:0;border-radius:20px;min-height:40px;padding:0 24px;font:inherit;font-weight:500;cursor:pointer}
.primary.secondary{background:none;color:#0b57d0;border:1px solid #747775}
.link-button{background:none;border:0;color:#0b57d0;font:inherit;font-size:13px;cursor:pointer;padding:8px 0}
.note{margin:24px 0 0;font-size:12px;color:#5f6368;text-align:center}
.details{font-size:13px;color:#5f6368;overflow-wrap:anywhere}
`;

const PERSON_ICON = `<svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24"><path fill="#5f6368" d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm0 2c-3.3 0-8 1.7-8 5v1h16v-1c0-3.3-4.7-5-8-5z"/></svg>`;

/** Shows the remembered accounts, fills the form when one is clicked and remembers accounts on submit. */
const CHOOSER_SCRIPT = `
(function () {
  var KEY = ${JSON.stringify(REMEMBERED_ACCOUNTS_KEY)};
  var MAX_ACCOUNTS = 10;
  var COLORS = ["#1a73e8", "#d93025", "#188038", "#e37400", "#9334e6", "#007b83", "#c5221f", "#5f6368"];
  var form = document.getElementById("sign-in-form");
  var nameInput = document.getElementById("name");
  var emailInput = document.getElementById("email");
  var list = document.getElementById("accounts");
  var section = document.getElementById("accounts-section");
  var forget = document.getElementById("forget-accounts");
  function isAccount(a) { return a && typeof a.name === "string" && typeof a.email === "string"; }
  function load() {
    try {
      var parsed = JSON.parse(localStorage.getItem(KEY) || "[]");
      return Array.isArray(parsed) ? parsed.filter(isAccount).slice(0, MAX_ACCOUNTS) : [];
    } catch (e) { return []; }
  }
  function store(accounts) {
    try { localStorage.setItem(KEY, JSON.stringify(accounts.slice(0, MAX_ACCOUNTS))); } catch (e) {}
  }
  function looksValid(name, email) {
    return name.length > 0 && name.length <= ${MAX_NAME_LENGTH} && /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/.test(email);
  }
  function remember(name, email) {
    var others = load().filter(function (a) { return a.email !== email; });
    store([{ name: name, email: email }].concat(others));
  }
  function colorFor(text) {
    var sum = 0;
    for (var i = 0; i < text.length; i++) sum += text.charCodeAt(i);
    return COLORS[sum % COLORS.length];
  }
  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  }
  function choose(account) {
    nameInput.value = account.name;
    emailInput.value = account.email;
    remember(account.name, account.email);
    form.submit();
  }
  function accountButton(account) {
    var button = el("button", "account");
    button.type = "button";
    var avatar = el("span", "avatar", (account.name.trim().charAt(0) || "?").toUpperCase());
    avatar.style.background = colorFor(account.email);
    avatar.setAttribute("aria-hidden", "true");
    var text = el("span", "account-text");
    text.appendChild(el("span", "account-name", account.name));
    text.appendChild(el("span", "account-email", account.email));
    button.appendChild(avatar);
    button.appendChild(text);
    button.addEventListener("click", function () { choose(account); });
    return button;
  }
  function render() {
    var accounts = load();
    list.textContent = "";
    accounts.forEach(function (account) {
      var item = el("li");
      item.appendChild(accountButton(account));
      list.appendChild(item);
    });
    section.hidden = accounts.length === 0;
  }
  form.addEventListener("submit", function () {
    var name = nameInput.value.trim();
    var email = emailInput.value.trim().toLowerCase();
    if (looksValid(name, email)) remember(name, email);
  });
  forget.addEventListener("click", function () {
    try { localStorage.removeItem(KEY); } catch (e) {}
    render();
  });
  render();
})();
`;

function scriptHash(script: string): string {
  return `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
}

/** CSP for every page this provider renders: nothing but inline styles, data: images and the one hashed script. */
export const PAGE_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  `script-src ${scriptHash(CHOOSER_SCRIPT)}`,
  "style-src 'unsafe-inline'",
  "img-src data:",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join("; ");

function layout(title: string, body: string, script = ""): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLES}</style>
</head>
<body>
<main>
<div class="brand"><span class="brand-mark" aria-hidden="true">B</span><span>Bahi</span></div>
${body}
<p class="note">Development sign-in — not Google</p>
</main>
${script ? `<script>${script}</script>` : ""}
</body>
</html>`;
}

export interface AccountChooserPageOptions {
  /** Where the form posts: the interaction URL itself. */
  action: string;
  /** Shown as "to continue to …". */
  appName: string;
  values?: Partial<SignInFields>;
  errors?: SignInFieldErrors;
}

function inputField(
  field: keyof SignInFields,
  label: string,
  attributes: string,
  options: AccountChooserPageOptions,
  autofocus: boolean,
): string {
  const error = options.errors?.[field];
  const errorId = `${field}-error`;
  return `<div class="field">
<label for="${field}">${label}</label>
<input id="${field}" name="${field}" ${attributes} value="${escapeHtml(options.values?.[field] ?? "")}"${
    error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ""
  }${autofocus ? " autofocus" : ""}>
${error ? `<p class="error" id="${errorId}">${escapeHtml(error)}</p>` : ""}
</div>`;
}

/** Google-style account chooser; server-side validation messages sit next to their field. */
export function renderAccountChooserPage(options: AccountChooserPageOptions): string {
  const nameInvalid = Boolean(options.errors?.name);
  const emailInvalid = !nameInvalid && Boolean(options.errors?.email);
  const body = `<h1>Choose an account</h1>
<p class="subtitle">to continue to ${escapeHtml(options.appName)}</p>
<section id="accounts-section" aria-label="Accounts used before" hidden>
<ul class="accounts" id="accounts"></ul>
<button type="button" class="link-button" id="forget-accounts">Forget these accounts</button>
</section>
<form id="sign-in-form" method="post" action="${escapeHtml(options.action)}" novalidate>
<h2>${PERSON_ICON}<span>Use another account</span></h2>
${inputField("name", "Name", `type="text" autocomplete="name" maxlength="${MAX_NAME_LENGTH}"`, options, nameInvalid)}
${inputField("email", "Email", `type="email" autocomplete="email" inputmode="email" autocapitalize="none" spellcheck="false"`, options, emailInvalid)}
<div class="actions"><button type="submit" class="primary">Continue</button></div>
</form>`;
  return layout("Sign in – Bahi (development)", body, CHOOSER_SCRIPT);
}

export interface PlainPageOptions {
  title: string;
  message: string;
  /** Label/value pairs shown under the message, e.g. an OAuth error code. */
  details?: ReadonlyArray<readonly [string, string]>;
  /** Trusted HTML appended last (the logout form oidc-provider hands over). */
  trustedHtml?: string;
}

/** Self-contained page for errors and sign-out screens, replacing oidc-provider's web-font pages. */
export function renderPlainPage(options: PlainPageOptions): string {
  const details = (options.details ?? [])
    .map(([label, value]) => `<p class="details"><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</p>`)
    .join("\n");
  const body = `<h1>${escapeHtml(options.title)}</h1>
<p class="subtitle">${escapeHtml(options.message)}</p>
${details}
${options.trustedHtml ?? ""}`;
  return layout(options.title, body);
}
