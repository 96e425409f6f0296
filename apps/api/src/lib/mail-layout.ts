import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { text } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';
import { BoundedMemo, isRtl, stringBytes, type Language } from '@portal/domain';
import type { CompanyConfig } from '../modules/company/company.service.ts';
import { t } from './i18n/index.ts';
import type { MailLayoutReply } from './mail-layout-compiler.ts';

/**
 * The HTML of every mail (issue 35): one MJML layout with the company's branding (name, logo when it
 * is an absolute PNG/JPEG address a mail client can load, address, phones, e-mail from company
 * settings) around the mail's text, right to left in Arabic. The layout is compiled once per language
 * and branding; each mail only fills its body in.
 */

const BODY = '%%MAIL_BODY%%';
const PREVIEW = '%%MAIL_PREVIEW%%';

type Branding = Pick<
  CompanyConfig,
  'companyName' | 'logo' | 'postalAddress' | 'phoneNumbers' | 'contactEmail'
>;

/** Compiled layouts by language and branding (a branding edit adds one; a layout is some 20 KB of HTML). */
const compiled = new BoundedMemo<string, Promise<string>>('mail-layouts', {
  maxEntries: 64,
  maxBytes: 4 * 1024 * 1024,
  sizeOf: (_, key) => stringBytes(key) + 2 * 20 * 1024,
});

export const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Mail clients show PNG and JPEG from an absolute address; an SVG or a path on the portal is left out. */
function mailLogo(logo: string): string | null {
  return /^https?:\/\/\S+\.(png|jpe?g)(\?\S*)?$/i.test(logo) ? logo : null;
}

function layout(language: Language, brand: Branding): string {
  const dir = isRtl(language) ? 'rtl' : 'ltr';
  const align = isRtl(language) ? 'right' : 'left';
  const font = isRtl(language)
    ? "'Noto Sans Arabic', Tahoma, Arial, sans-serif"
    : 'Helvetica, Arial, sans-serif';
  const logo = mailLogo(brand.logo);
  const header = logo
    ? `<mj-image src="${escapeHtml(logo)}" alt="${escapeHtml(brand.companyName)}" width="160px" align="${align}" />`
    : `<mj-text font-size="20px" font-weight="700" color="#0f5c63">${escapeHtml(brand.companyName)}</mj-text>`;
  const contact = [brand.postalAddress, brand.phoneNumbers.join(' · '), brand.contactEmail]
    .filter(Boolean)
    .map(escapeHtml)
    .join('<br />');
  return `<mjml lang="${language}" dir="${dir}">
  <mj-head>
    <mj-preview>${PREVIEW}</mj-preview>
    <mj-attributes>
      <mj-all font-family="${font}" />
      <mj-text align="${align}" color="#0f172a" font-size="14px" line-height="1.6" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f1f5f9">
    <mj-section background-color="#ffffff" border-bottom="3px solid #0f5c63" padding="20px 24px">
      <mj-column>${header}</mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="8px 24px 24px">
      <mj-column>
        <mj-text css-class="mail-body">${BODY}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section padding="16px 24px">
      <mj-column>
        <mj-text font-size="12px" color="#475569">${escapeHtml(brand.companyName)}<br />${contact}</mj-text>
        <mj-text font-size="11px" color="#94a3b8">${escapeHtml(t(language, 'mail.automatic', { company: brand.companyName }))}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

async function compiledLayout(language: Language, brand: Branding): Promise<string> {
  const key = JSON.stringify([
    language,
    brand.companyName,
    brand.logo,
    brand.postalAddress,
    brand.phoneNumbers,
    brand.contactEmail,
  ]);
  let html = compiled.get(key);
  if (!html) {
    html = compileApart(layout(language, brand));
    html.catch(() => compiled.delete(key));
    compiled.set(key, html);
  }
  return html;
}

/**
 * MJML to HTML in a short-lived process (mail-layout-compiler.ts): MJML is never loaded into the node,
 * and all the compiler's memory goes with the process.
 */
async function compileApart(source: string): Promise<string> {
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('./mail-layout-compiler.ts', import.meta.url))],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const [output, [code]] = await Promise.all([
    text(child.stdout),
    once(child, 'exit') as Promise<[number | null]>,
    new Promise<void>((resolve, reject) => child.stdin.end(source, resolve).once('error', reject)),
  ]);
  let reply: MailLayoutReply;
  try {
    reply = JSON.parse(output) as MailLayoutReply;
  } catch {
    throw new Error(`mail layout: the compiler ended (code ${code}) without an answer`);
  }
  if (reply.html === undefined) throw new Error(reply.error ?? 'mail layout: no HTML');
  return reply.html;
}

/** The text as HTML: paragraphs at blank lines, line breaks kept, web addresses linked. */
export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => {
      const escaped = escapeHtml(paragraph).replace(
        /https?:\/\/[^\s<]+[^\s<.,;:!?)]/g,
        (url) => `<a href="${url}" style="color:#0f5c63">${url}</a>`,
      );
      return `<p style="margin:0 0 12px">${escaped.replace(/\n/g, '<br />')}</p>`;
    })
    .join('');
}

export async function renderMailHtml(mail: {
  subject: string;
  text: string;
  language: Language;
  company: Branding;
}): Promise<string> {
  const html = await compiledLayout(mail.language, mail.company);
  return html.replace(PREVIEW, () => escapeHtml(mail.subject)).replace(BODY, () => textToHtml(mail.text));
}
