import type { CheerioAPI } from 'cheerio';

/** Which anti-bot service answered instead of the shop (for the log; the user is only told "blocked"). */
export type BotWall = 'cloudflare' | 'amazon' | 'datadome' | 'perimeterx' | 'captcha';

/**
 * Titles of challenge pages, as served in French and English. Whole titles only: a product called
 * "Robot aspirateur" must not match, and "Access denied" is Akamai's and Imperva's block page.
 */
const WALL_TITLES: Array<[RegExp, BotWall]> = [
  [/^(just a moment|un instant|attention required!? \| cloudflare|one more step)\b/i, 'cloudflare'],
  [/^robot check$/i, 'amazon'],
  [/^(access denied|access to this page has been denied|pardon our interruption|are you a robot\??|vous êtes un robot ?\??)$/i, 'captcha'],
];

/**
 * Markers that appear on the challenge page itself, not on the shop's ordinary pages. Shops behind
 * these services also load their scripts on every product page (Cloudflare's
 * /cdn-cgi/challenge-platform/ detection script, js.datadome.co, PerimeterX's client): those are not
 * walls, so the markers are the challenge's form, its widget or its delivery host.
 */
const WALL_SELECTORS: Array<[string, BotWall]> = [
  ['#challenge-form, #cf-challenge-running, #challenge-stage, .cf-turnstile-wrapper', 'cloudflare'],
  ['form[action*="/errors/validateCaptcha"]', 'amazon'],
  ['iframe[src*="captcha-delivery.com"]', 'datadome'],
  ['#px-captcha, #px-captcha-wrapper', 'perimeterx'],
];

/** Inline scripts that set up a challenge: Cloudflare's options, DataDome's block-page settings. */
const WALL_SCRIPTS: Array<[RegExp, BotWall]> = [
  [/window\._cf_chl_opt\b/, 'cloudflare'],
  [/captcha-delivery\.com/, 'datadome'],
];

/** Visible sentences of a challenge: Amazon's captcha and PerimeterX's button, in French and English. */
const WALL_TEXTS: Array<[RegExp, BotWall]> = [
  [/saisissez les caractères que vous voyez|enter the characters you see below|type the characters you see in this image/i, 'amazon'],
  [/press (&|and) hold|appuyez (de manière prolongée|et maintenez)|maintenez le bouton enfoncé/i, 'perimeterx'],
  [
    /checking (if the site connection is secure|your browser before accessing)|vérification (que vous êtes humain|de la sécurité de votre connexion)/i,
    'cloudflare',
  ],
];

/** How much body text the sentence search reads: a challenge page is a few lines long. */
const WALL_TEXT_MAX = 8 * 1024;

/**
 * The anti-bot service whose challenge (a captcha, "Just a moment...", Amazon's robot check) the
 * page is, or null for a page of the shop. The caller asks only when the page has no product
 * data: a product page that merely loads a bot-protection script is read as usual.
 */
export function detectBotWall($: CheerioAPI): BotWall | null {
  const title = $('title').first().text().replace(/\s+/g, ' ').trim();
  for (const [pattern, wall] of WALL_TITLES) if (pattern.test(title)) return wall;
  for (const [selector, wall] of WALL_SELECTORS) if ($(selector).length) return wall;
  const scripts = $('script:not([src])')
    .map((_i, el) => $(el).text().slice(0, WALL_TEXT_MAX))
    .get()
    .join('\n');
  for (const [pattern, wall] of WALL_SCRIPTS) if (pattern.test(scripts)) return wall;
  const text = $('body').text().replace(/\s+/g, ' ').slice(0, WALL_TEXT_MAX);
  for (const [pattern, wall] of WALL_TEXTS) if (pattern.test(text)) return wall;
  return null;
}
