import mjml2html from 'mjml';
import type { MailKind, MailLanguage, RenderedMail } from '../mail.types.js';
import { escapeHtml, htmlText as html } from './escape.js';
import { htmlFromSkeleton } from './skeleton.js';

/** The product's look (ui/src/theme/theme.ts): stork blue, warm sand, the page background. */
export const MAIL_THEME = { primary: '#3b6797', accent: '#e8a87c', background: '#f7f5f2', text: '#2b2d42', muted: '#5c6070' } as const;

/** Where the logo is served (static.router.ts serves gateway/assets/mail at /mail-assets): no external CDN. */
export const logoUrl = (publicUrl: string) => `${publicUrl}/mail-assets/logo.png`;

/**
 * One mail's content, in plain text: the layout escapes every string into the HTML part and writes
 * the text part from the same content, so both always say the same thing.
 */
export interface MailContent {
  kind: MailKind;
  language: MailLanguage;
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** The one link that matters, as a clear button (and its address in the text part). */
  button?: { label: string; href: string };
  /** Lines after the button (a quoted message, a note). */
  after?: string[];
  /** An optional small table (the winners), label and value per row. */
  rows?: { label: string; value: string }[];
  /** Why the recipient gets it, or how to stop it: one short line above the signature. */
  footnote?: string;
}

const SIGNATURE = { fr: 'L’équipe Cigogne', en: 'The Cigogne team' } as const;
const TAGLINE = {
  fr: 'Cigogne : listes de naissance et pronostics',
  en: 'Cigogne: birth lists and birth predictions',
} as const;

function mjmlOf(c: MailContent, publicUrl: string): string {
  const text = (s: string, attrs = '') => `<mj-text${attrs}>${html(s)}</mj-text>`;
  const parts = [
    text(c.greeting, ' font-size="17px" font-weight="bold"'),
    ...c.paragraphs.map((p) => text(p)),
    c.button
      ? `<mj-button href="${escapeHtml(c.button.href)}" background-color="${MAIL_THEME.primary}" color="#ffffff" font-size="16px" font-weight="bold" border-radius="6px" inner-padding="12px 24px">${html(c.button.label)}</mj-button>`
      : '',
    c.rows?.length
      ? `<mj-table>${c.rows.map((r) => `<tr><td style="padding:4px 8px 4px 0;color:${MAIL_THEME.muted}">${html(r.label)}</td><td style="padding:4px 0;font-weight:bold">${html(r.value)}</td></tr>`).join('')}</mj-table>`
      : '',
    ...(c.after ?? []).map((p) => text(p, ` color="${MAIL_THEME.muted}"`)),
    c.footnote ? text(c.footnote, ` font-size="13px" color="${MAIL_THEME.muted}"`) : '',
    text(SIGNATURE[c.language]),
  ];
  return `<mjml lang="${c.language}">
  <mj-head>
    <mj-title>${escapeHtml(c.subject)}</mj-title>
    <mj-attributes><mj-all font-family="Helvetica, Arial, sans-serif" /><mj-text color="${MAIL_THEME.text}" font-size="15px" line-height="1.5" /></mj-attributes>
  </mj-head>
  <mj-body background-color="${MAIL_THEME.background}">
    <mj-section padding="24px 0 8px">
      <mj-group>
        <mj-column width="20%" vertical-align="middle"><mj-image src="${escapeHtml(logoUrl(publicUrl))}" alt="" width="40px" height="40px" align="right" padding="0 8px" /></mj-column>
        <mj-column width="80%" vertical-align="middle"><mj-text font-size="22px" font-weight="bold" color="${MAIL_THEME.primary}" padding="0 8px">Cigogne</mj-text></mj-column>
      </mj-group>
    </mj-section>
    <mj-section background-color="#ffffff" border-top="4px solid ${MAIL_THEME.primary}" border-radius="8px" padding="16px 8px">
      <mj-column>${parts.join('\n')}</mj-column>
    </mj-section>
    <mj-section padding="8px 0 24px">
      <mj-column><mj-text align="center" font-size="12px" color="${MAIL_THEME.muted}">${html(TAGLINE[c.language])}<br /><a href="${escapeHtml(publicUrl)}/app/" style="color:${MAIL_THEME.primary}">${escapeHtml(publicUrl.replace(/^https?:\/\//, ''))}</a></mj-text></mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

function textOf(c: MailContent, publicUrl: string): string {
  const blocks = [
    c.greeting,
    ...c.paragraphs,
    c.button ? `${c.button.label}:\n${c.button.href}` : '',
    c.rows?.length ? c.rows.map((r) => `- ${r.label} : ${r.value}`).join('\n') : '',
    ...(c.after ?? []),
    c.footnote ?? '',
    `${SIGNATURE[c.language]}\n--\n${TAGLINE[c.language]}\n${publicUrl}/app/`,
  ];
  return blocks.filter(Boolean).join('\n\n');
}

/** The HTML part by MJML (tables and inline styles that mail clients read), validated when `strict`. */
async function compileHtml(c: MailContent, publicUrl: string, validationLevel: 'skip' | 'strict'): Promise<string> {
  const { html: out, errors } = await mjml2html(mjmlOf(c, publicUrl), { validationLevel, keepComments: false });
  if (errors?.length && validationLevel === 'strict')
    throw new Error(`mail template ${c.kind}: ${errors.map((e) => e.formattedMessage).join('; ')}`);
  return out;
}

/**
 * Renders one mail: its HTML part from the compiled skeleton of its shape (skeleton.ts: MJML runs
 * once per shape and language, not per mail) and its text part from the same content.
 */
export async function renderMail(c: MailContent, publicUrl: string): Promise<RenderedMail> {
  const out = await htmlFromSkeleton(c, publicUrl, (slotted) => compileHtml(slotted, publicUrl, 'skip'));
  return { kind: c.kind, language: c.language, subject: c.subject, text: textOf(c, publicUrl), html: out };
}

/** The same mail rendered by MJML on its own, every time (templates.test.ts checks both agree and that MJML finds no error). */
export async function renderMailUncached(
  c: MailContent,
  publicUrl: string,
  validationLevel: 'skip' | 'strict' = 'skip',
): Promise<RenderedMail> {
  const out = await compileHtml(c, publicUrl, validationLevel);
  return { kind: c.kind, language: c.language, subject: c.subject, text: textOf(c, publicUrl), html: out };
}

/** A template: its content from its parameters, rendered by `renderMail`; `content` stays reachable (the tests render it uncached). */
export function mailTemplate<P extends { publicUrl: string }>(content: (p: P) => MailContent) {
  return Object.assign((p: P): Promise<RenderedMail> => renderMail(content(p), p.publicUrl), { content });
}
