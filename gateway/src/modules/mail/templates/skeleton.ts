import { escapeHtml, htmlText } from './escape.js';
import type { MailContent } from './layout.js';

/**
 * The MJML render of the layout costs milliseconds per mail, on the request that causes the mail.
 * A mail's HTML only differs from another of the same shape (language, number of paragraphs,
 * button or not, rows...) by its strings, so the layout is compiled once per shape with a
 * placeholder in every string's place, and each mail fills the placeholders with its escaped
 * strings: the same HTML as its own MJML render (templates.test.ts compares them), in microseconds.
 */

/** Alphanumeric, so escaping and MJML leave it as it is; the closing Z keeps SLOT1Z apart from SLOT12Z. */
const slot = (n: number) => `CGSLOT${n}Z`;
const SLOTS = /CGSLOT(\d+)Z/g;

/** Shapes are few (templates × languages × variants); the bound only guards against a surprise. */
const MAX_SKELETONS = 200;
const skeletons = new Map<string, Promise<string>>();

interface Slotted {
  /** The content with a placeholder for every string. */
  content: MailContent;
  /** What replaces placeholder n: its string escaped as the layout writes it. */
  fills: string[];
}

function slotted(c: MailContent): Slotted {
  const fills: string[] = [];
  const fill = (escaped: string) => slot(fills.push(escaped) - 1);
  const text = (s: string) => fill(htmlText(s));
  const attribute = (s: string) => fill(escapeHtml(s));
  return {
    content: {
      kind: c.kind,
      language: c.language,
      subject: attribute(c.subject),
      greeting: text(c.greeting),
      paragraphs: c.paragraphs.map(text),
      button: c.button && { label: text(c.button.label), href: attribute(c.button.href) },
      after: c.after?.map(text),
      rows: c.rows?.map((r) => ({ label: text(r.label), value: text(r.value) })),
      footnote: c.footnote ? text(c.footnote) : undefined,
    },
    fills,
  };
}

const shapeOf = (c: MailContent, publicUrl: string) =>
  JSON.stringify([c.language, publicUrl, c.paragraphs.length, !!c.button, c.after?.length ?? -1, c.rows?.length ?? -1, !!c.footnote]);

/** The mail's HTML from the cached skeleton of its shape; `compile` renders a content with MJML. */
export async function htmlFromSkeleton(c: MailContent, publicUrl: string, compile: (c: MailContent) => Promise<string>): Promise<string> {
  const { content, fills } = slotted(c);
  const key = shapeOf(c, publicUrl);
  let skeleton = skeletons.get(key);
  if (!skeleton) {
    if (skeletons.size >= MAX_SKELETONS) skeletons.delete(skeletons.keys().next().value!);
    skeleton = compile(content);
    skeletons.set(key, skeleton);
    // a failed compile is not kept: the next mail of this shape tries again
    skeleton.catch(() => skeletons.delete(key));
  }
  // one pass with a function: a `$&` or a placeholder-like text in a user's string stays as it is
  return (await skeleton).replace(SLOTS, (_, n: string) => fills[Number(n)]);
}
