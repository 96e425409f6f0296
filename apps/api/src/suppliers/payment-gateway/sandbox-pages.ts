import { formatAmount } from '@portal/domain';
import { SANDBOX_LABEL } from '../sandbox.ts';

/**
 * Server-rendered pages of the sandbox gateway: plain HTML forms, no scripts (the API's CSP allows
 * none inline). Every page carries the sandbox label in its banner and title.
 */
export interface PayPageModel {
  paymentId: string;
  merchant: string;
  description: string;
  amount: number;
  currency: string;
  error?: string;
  values?: { holder?: string; cardNumber?: string; expiry?: string };
}

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f6;color:#1d2433}
.bar{background:#1e2a44;color:#fff;padding:12px 20px;font-weight:600;letter-spacing:.02em}.bar small{font-weight:400;opacity:.75;margin-left:8px}
.sandbox{display:inline-block;background:#f5b400;color:#1d2433;border-radius:4px;padding:1px 8px;margin-right:10px;text-transform:uppercase;font-size:13px;letter-spacing:.06em}
main{max-width:440px;margin:32px auto;padding:0 16px}.card{background:#fff;border-radius:12px;box-shadow:0 6px 24px rgba(20,30,60,.12);padding:24px}
.merchant{font-size:13px;color:#5b6478;text-transform:uppercase;letter-spacing:.05em}.amount{font-size:30px;font-weight:700;margin:4px 0 2px}
.desc{color:#5b6478;margin-bottom:18px}label{display:block;font-size:13px;font-weight:600;margin:12px 0 4px}
input{width:100%;padding:10px 12px;border:1px solid #c5cbd8;border-radius:8px;font-size:16px}input:focus{outline:2px solid #3b6fe0;border-color:#3b6fe0}
.row{display:flex;gap:12px}.row>div{flex:1}.actions{display:flex;gap:10px;margin-top:20px}
button{flex:1;padding:12px;border:0;border-radius:8px;font-size:16px;font-weight:600;cursor:pointer}
.pay{background:#1f7a4d;color:#fff}.cancel{background:#e6e9f0;color:#1d2433}
.error{background:#fdecec;color:#9b1c1c;border-radius:8px;padding:10px 12px;margin-bottom:12px}
.hint{font-size:12px;color:#5b6478;margin-top:18px;border-top:1px solid #eef1f6;padding-top:12px}.hint code{background:#f2f4f8;padding:1px 4px;border-radius:4px}
.lock{font-size:12px;color:#5b6478;text-align:center;margin-top:14px}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${esc(`${SANDBOX_LABEL}: ${title}`)}</title><style>${STYLE}</style></head>
<body><div class="bar" role="banner"><span class="sandbox">${esc(SANDBOX_LABEL)}</span>Sandbox Pay<small>test payment page - no real money moves</small></div><main>${body}</main></body></html>`;
}

function summary(m: { merchant: string; description: string; amount: number; currency: string }): string {
  return `<div class="merchant">${esc(m.merchant)}</div>
<div class="amount">${esc(m.currency)} ${formatAmount(m.amount)}</div><div class="desc">${esc(m.description)}</div>`;
}

const errorBox = (error?: string) => (error ? `<div class="error" role="alert">${esc(error)}</div>` : '');

export function payPage(m: PayPageModel): string {
  const v = m.values ?? {};
  return page(
    `Pay ${m.currency} ${formatAmount(m.amount)}`,
    `<div class="card">${summary(m)}${errorBox(m.error)}
<form method="post" action="/api/v1/payments/sandbox/pay/${esc(m.paymentId)}">
<label for="holder">Name on card</label><input id="holder" name="holder" autocomplete="cc-name" required maxlength="80" value="${esc(v.holder ?? '')}">
<label for="cardNumber">Card number</label><input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required maxlength="23" placeholder="4242 4242 4242 4242" value="${esc(v.cardNumber ?? '')}">
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" required maxlength="5" placeholder="12/30" value="${esc(v.expiry ?? '')}"></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required maxlength="4" placeholder="123"></div></div>
<div class="actions"><button class="cancel" type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
<button class="pay" type="submit" name="action" value="pay">Pay ${esc(m.currency)} ${formatAmount(m.amount)}</button></div>
</form>
<div class="lock">Secured by Sandbox Pay</div>
<div class="hint">Test cards: <code>4242 4242 4242 4242</code> approves, <code>4000 0000 0000 0002</code> is declined,
<code>4000 0000 0000 3220</code> asks for a 3-D Secure code (<code>123456</code>), <code>4000 0000 0000 0119</code> fails to process.
Any future expiry and any CVC.</div></div>`,
  );
}

export function challengePage(m: Omit<PayPageModel, 'values'> & { token: string }): string {
  return page(
    '3-D Secure verification',
    `<div class="card">${summary(m)}<h1 style="font-size:18px;margin:0 0 6px">Verify it's you</h1>
<p class="desc">Your bank sent a one-time code to your phone. Enter it to approve this payment.</p>${errorBox(m.error)}
<form method="post" action="/api/v1/payments/sandbox/pay/${esc(m.paymentId)}/3ds">
<input type="hidden" name="token" value="${esc(m.token)}">
<label for="otp">One-time code</label><input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required>
<div class="actions"><button class="cancel" type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
<button class="pay" type="submit" name="action" value="verify">Verify</button></div></form>
<div class="hint">Sandbox code: <code>123456</code></div></div>`,
  );
}

export function messagePage(title: string, text: string, link?: { href: string; label: string }): string {
  const a = link ? `<p><a href="${esc(link.href)}">${esc(link.label)}</a></p>` : '';
  return page(
    title,
    `<div class="card"><h1 style="font-size:20px;margin:0 0 8px">${esc(title)}</h1><p>${esc(text)}</p>${a}</div>`,
  );
}
