import { describe, expect, it } from '@jest/globals';
import { load } from 'cheerio';
import { performance } from 'node:perf_hooks';
import type { MailLanguage, RenderedMail } from '../mail.types.js';
import {
  birthAnnouncementMail,
  contactReplyMail,
  guestReservedMail,
  logoUrl,
  newAnswerMail,
  ownerNoticeMail,
  resetPasswordMail,
  verifyEmailMail,
} from '../templates/index.js';

const publicUrl = 'https://cigogne.example';
const EVIL = '<script>alert(1)</script>';
const LINK = 'https://cigogne.example/app/some/link?a=1&b=2';

/** Every template, with a user-supplied string (a name, a title) that tries to inject markup. */
const TEMPLATES: Record<
  string,
  { render: (language: MailLanguage) => Promise<RenderedMail>; link: string; subject: Record<MailLanguage, string> }
> = {
  resetPassword: {
    render: (language) => resetPasswordMail({ firstName: EVIL, link: LINK, language, publicUrl }),
    link: LINK,
    subject: { fr: 'Cigogne : réinitialisez votre mot de passe', en: 'Cigogne: reset your password' },
  },
  verifyEmail: {
    render: (language) => verifyEmailMail({ firstName: EVIL, link: LINK, language, publicUrl }),
    link: LINK,
    subject: { fr: 'Cigogne : confirmez votre adresse e-mail', en: 'Cigogne: confirm your e-mail address' },
  },
  guestReserved: {
    render: (language) =>
      guestReservedMail({ guestName: EVIL, itemTitle: 'Doudou', wishlistTitle: 'Liste', link: LINK, language, publicUrl }),
    link: LINK,
    subject: { fr: 'Cigogne : votre réservation de « Doudou »', en: 'Cigogne: your reservation of "Doudou"' },
  },
  ownerNotice: {
    render: (language) =>
      ownerNoticeMail({
        firstName: 'Léa',
        notice: 'reserved',
        itemTitle: EVIL,
        wishlistTitle: 'Liste',
        wishlistId: 'w1',
        language,
        publicUrl,
      }),
    link: `${publicUrl}/app/wishlists/w1`,
    subject: { fr: `Cigogne : « ${EVIL} » réservé`, en: `Cigogne: "${EVIL}" reserved` },
  },
  newAnswer: {
    render: (language) => newAnswerMail({ firstName: 'Léa', guestName: EVIL, link: LINK, language, publicUrl }),
    link: LINK,
    subject: { fr: `Cigogne : ${EVIL} a répondu à votre pronostic`, en: `Cigogne: ${EVIL} answered your prediction` },
  },
  contactReply: {
    render: (language) =>
      contactReplyMail({ name: EVIL, subject: 'Aide', message: 'Bonjour\nmerci', answer: 'Voici', language, publicUrl }),
    link: `${publicUrl}/app/contact`,
    subject: { fr: 'Cigogne : Re : Aide', en: 'Cigogne: Re: Aide' },
  },
  birthAnnouncement: {
    render: (language) =>
      birthAnnouncementMail({
        playerName: EVIL,
        babyFirstName: 'Lou',
        winners: [{ userName: EVIL, score: 87.5, rank: 1 }],
        own: { score: 42.5, rank: 2 },
        playerCount: 3,
        link: `${publicUrl}/app/predictions/p1`,
        language,
        publicUrl,
      }),
    link: `${publicUrl}/app/predictions/p1`,
    subject: { fr: 'Cigogne : Lou est né·e !', en: 'Cigogne: Lou is born!' },
  },
};

describe.each(Object.entries(TEMPLATES))('the %s mail', (kind, t) => {
  it.each(['fr', 'en'] as const)('renders in %s: subject, a button to its link, a text part, escaped user strings', async (language) => {
    const mail = await t.render(language);
    expect(mail.kind).toBe(kind);
    expect(mail.language).toBe(language);
    expect(mail.subject).toBe(t.subject[language]);
    // the one link that matters is a button: a link in a cell of the theme colour
    const $ = load(mail.html);
    const button = $('a').filter((_, a) => $(a).attr('href') === t.link);
    expect(button).toHaveLength(1);
    expect(button.closest('td[bgcolor="#3b6797"]')).toHaveLength(1);
    expect($('html').attr('lang')).toBe(language);
    expect($('img').attr('src')).toBe(logoUrl(publicUrl));
    // the text part says the same, with the link written out under the button's label
    expect(mail.text).toContain(`${button.text().trim()}:\n${t.link}`);
    expect(mail.text).toContain(language === 'en' ? 'The Cigogne team' : 'L’équipe Cigogne');
    // a name or title carrying markup is shown as text, never run
    expect(mail.html).not.toContain('<script>');
    expect($('script')).toHaveLength(0);
    expect($('body').text()).toContain(EVIL);
    expect(mail.text).toContain(EVIL);
  });
});

it('writes each part in its language and the player’s own score and rank in the announcement', async () => {
  const [fr, en] = await Promise.all([TEMPLATES.birthAnnouncement.render('fr'), TEMPLATES.birthAnnouncement.render('en')]);
  expect(fr.text).toContain('Votre score : 42,5 / 100, 2e sur 3.');
  expect(en.text).toContain('Your score: 42.5 / 100, rank 2 of 3.');
  expect(fr.text).toContain(`- 1. ${EVIL} : 87,5 / 100`);
  expect(en.html).toContain('Lou is born!');
});

it('renders strictly valid MJML, a few milliseconds per mail', async () => {
  const { renderMail } = await import('../templates/layout.js');
  await renderMail(
    { kind: 'newAnswer', language: 'fr', subject: 's', greeting: 'g', paragraphs: ['p'], button: { label: 'b', href: LINK } },
    publicUrl,
    'strict',
  );
  const renders = Object.values(TEMPLATES).flatMap((t) => [t.render('fr'), t.render('en')]);
  await Promise.all(renders); // warm up
  const times: number[] = [];
  for (const t of Object.values(TEMPLATES)) {
    for (const language of ['fr', 'en'] as const) {
      const start = performance.now();
      await t.render(language);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  // one render holds the event loop this long at most (MJML renders synchronously inside its promise)
  console.info(`mail render: median ${median.toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms over ${times.length} renders`);
  // about 3 ms alone on this machine; the bound leaves room for a test run sharing two cores
  expect(median).toBeLessThan(100);
});
